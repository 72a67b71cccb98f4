import type { ComponentType } from 'react';
import { HomePage } from '../features/marketing/components/home-page.tsx';
import { PricingPage } from '../features/marketing/components/pricing-page.tsx';
import { AboutPage, ContactPage, PrivacyPage, SupportPage, TermsPage } from '../features/marketing/components/public-placeholders.tsx';
import { DocsPage } from '../features/docs/components/docs-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { RegisterPage } from '../features/auth/components/register-page.tsx';
import { lazyPage } from './lazy-page.ts';

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
  component: ComponentType;
}

/**
 * The route table of spec 01 section 2. A feature ships by swapping its component here; signed-in
 * screens load lazily with `lazyPage` so the public pages stay light.
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
