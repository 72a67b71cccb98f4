import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazy-page.ts';

// Every page is its own chunk: a public page loads only its own code, never the signed-in screens.
const HomePage = lazyPage(() => import('../features/marketing/components/home-page.tsx'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/components/register-page.tsx'), 'RegisterPage');
const PricingPage = lazyPage(() => import('../features/marketing/components/pricing-page.tsx'), 'PricingPage');
const DocsPage = lazyPage(() => import('../features/docs/components/docs-page.tsx'), 'DocsPage');
const AboutPage = lazyPage(() => import('../features/marketing/components/about-page.tsx'), 'AboutPage');
const SupportPage = lazyPage(() => import('../features/marketing/components/support-page.tsx'), 'SupportPage');
const TermsPage = lazyPage(() => import('../features/marketing/components/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/marketing/components/privacy-page.tsx'), 'PrivacyPage');
const ContactPage = lazyPage(() => import('../features/marketing/components/contact-page.tsx'), 'ContactPage');
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page.tsx'), 'SettingsPage');
const DashboardPage = lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage');
const WebsiteSettingsPage = lazyPage(() => import('../features/website-settings/components/website-settings-page.tsx'), 'WebsiteSettingsPage');
const BillingPage = lazyPage(() => import('../features/billing/components/billing-page.tsx'), 'BillingPage');
const ApiManagementPage = lazyPage(() => import('./pages/api-management-page.tsx'), 'ApiManagementPage');
const ConversationsPage = lazyPage(() => import('../features/conversations/components/conversations-page.tsx'), 'ConversationsPage');
const AssistantDetailPage = lazyPage(() => import('./pages/assistant-detail-page.tsx'), 'AssistantDetailPage');
const ApiIntegrationPage = lazyPage(() => import('../features/api-integration/components/api-integration-page.tsx'), 'ApiIntegrationPage');

export type RouteAccess = 'public' | 'guest' | 'protected';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** 'public': navbar + footer; 'app': signed-in sidebar; 'bare': the page draws its own frame. */
  layout: 'public' | 'app' | 'bare';
  component: ComponentType | LazyPage;
}

/**
 * The route table of spec 01 section 2. A feature ships by swapping its component here. The public
 * and guest pages are rendered to HTML at build time (scripts/prerender.ts), then hydrated.
 */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', access: 'public', layout: 'public', component: HomePage },
  { path: '/login', access: 'guest', layout: 'bare', component: LoginPage },
  { path: '/register', access: 'guest', layout: 'bare', component: RegisterPage },
  { path: '/pricing', access: 'public', layout: 'public', component: PricingPage },
  { path: '/docs', access: 'public', layout: 'public', component: DocsPage },
  { path: '/about', access: 'public', layout: 'public', component: AboutPage },
  { path: '/support', access: 'public', layout: 'public', component: SupportPage },
  { path: '/terms', access: 'public', layout: 'public', component: TermsPage },
  { path: '/privacy', access: 'public', layout: 'public', component: PrivacyPage },
  { path: '/contact', access: 'public', layout: 'public', component: ContactPage },
  { path: '/dashboard', access: 'protected', layout: 'app', component: DashboardPage },
  { path: '/conversations', access: 'protected', layout: 'app', component: ConversationsPage },
  { path: '/api-integration', access: 'protected', layout: 'app', component: ApiIntegrationPage },
  { path: '/api', access: 'protected', layout: 'app', component: ApiManagementPage },
  { path: '/website-settings', access: 'protected', layout: 'app', component: WebsiteSettingsPage },
  { path: '/billing', access: 'protected', layout: 'app', component: BillingPage },
  { path: '/settings', access: 'protected', layout: 'app', component: SettingsPage },
  { path: '/bot/:id', access: 'protected', layout: 'app', component: AssistantDetailPage },
];
