import type { PageMeta } from './page-meta.ts';

const KEYWORDS = ['AI chatbot', 'website chat assistant', 'customer support AI', 'lead capture', 'no-code chatbot'];

/** Metadata of the pages search engines and social cards see. */
export const PAGE_METAS = {
  home: {
    title: 'Siteline - AI Assistant Trained on Your Website',
    description: 'Turn your website into an AI chat assistant that handles support, leads and sales 24/7. 5-minute setup, no coding, free to start.',
    keywords: KEYWORDS,
    path: '/',
  },
  pricing: {
    title: 'Pricing - Siteline',
    description: 'Start free, upgrade when you grow. Pro from $10/month with 5 AI assistants and 100,000 messages. No credit card required.',
    keywords: [...KEYWORDS, 'chatbot pricing'],
    path: '/pricing',
  },
  about: {
    title: 'About Siteline - AI Assistants for Every Business',
    description: 'Siteline helps businesses answer every customer instantly with AI assistants that learn from their own website.',
    keywords: KEYWORDS,
    path: '/about',
  },
  docs: {
    title: 'Documentation - Siteline',
    description: 'Embed the Siteline chat widget, call the chat API with an API key, manage assistants and read the plan limits, with ready-to-run examples.',
    keywords: [...KEYWORDS, 'chatbot API', 'chat widget embed'],
    path: '/docs',
  },
  support: {
    title: 'Support - Siteline',
    description: 'Get help with Siteline: e-mail support with a reply within 24 hours, live chat and answers to the most common questions.',
    keywords: [...KEYWORDS, 'support'],
    path: '/support',
  },
  contact: {
    title: 'Contact Us - Siteline',
    description: 'Questions about plans, custom integrations or anything else? Send the Siteline team a message.',
    keywords: KEYWORDS,
    path: '/contact',
  },
  terms: {
    title: 'Terms of Service - Siteline',
    description: 'The terms that govern your use of the Siteline website, dashboard, chat widget and API.',
    path: '/terms',
  },
  privacy: {
    title: 'Privacy Policy - Siteline',
    description: 'What Siteline collects, why, how long it is kept, and the rights of account owners and website visitors.',
    path: '/privacy',
  },
  login: {
    title: 'Sign In - Siteline',
    description: 'Sign in to manage your AI assistants, conversations and subscription.',
    path: '/login',
    isIndexable: false,
  },
  register: {
    title: 'Create Account - Siteline',
    description: 'Create your free Siteline account and launch an AI assistant for your website in 5 minutes. No credit card required.',
    keywords: KEYWORDS,
    path: '/register',
  },
} satisfies Record<string, PageMeta>;
