import type { LegalSection } from './legal-section.ts';

export const PRIVACY_INTRO =
  'This policy explains what Siteline collects, why, how long it is kept and the rights of account owners and of the visitors who chat with their assistants.';

/** The 12 sections of the Privacy Policy. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'Siteline operates this website, the dashboard, the chat widget and the chat API. For the accounts and the service itself we are the controller; for the conversations of your website’s visitors we process data on your behalf as your processor.',
    ],
  },
  {
    title: 'Account data',
    paragraphs: [
      'When you register we store your first and last name, e-mail address, optional company name and a password hash (argon2id; we never store the password itself). Each sign-in creates a session record so that signing out and changing your password really end it.',
    ],
  },
  {
    title: 'Website content we crawl',
    paragraphs: [
      'For each assistant we fetch the public pages of the website you name, honouring robots.txt, and store their address, title, text, headings and structured data, split into passages for search. We do not log in to sites or fetch pages that robots.txt forbids.',
    ],
  },
  {
    title: 'Conversations',
    paragraphs: [
      'When a visitor chats with an assistant we store the messages, the sources used in each answer, the response time and any rating the visitor gives. Conversations are kept until the owner deletes the assistant or the account; owners can review and export them.',
    ],
  },
  {
    title: 'Visitor IP addresses',
    paragraphs: [
      'To enforce the daily message limit per visitor, the widget counts messages per IP address. The address is stored only as a keyed hash, never in plain text, and these counts are deleted after 3 days.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Paid plans are handled by our payment processor (Stripe). Card details go directly to them; we keep only the plan, its status and the processor’s customer and subscription references.',
    ],
  },
  {
    title: 'Messages you send us',
    paragraphs: [
      'When you use the Contact form we store your name, e-mail address and message so that we can reply, and keep them only as long as needed to handle your request.',
    ],
  },
  {
    title: 'How we use data',
    paragraphs: [
      'We use data only to provide, secure and improve the service: answering visitors, enforcing plan limits, billing, and replying to support requests. We do not sell personal data and do not use your content or conversations to train AI models.',
    ],
  },
  {
    title: 'Service providers',
    paragraphs: [
      'We share data only with the providers needed to run the service: hosting, the payment processor and, when an owner configures one, the AI model provider that generates answers from the retrieved passages. Each is bound to use it only for that purpose.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Traffic is encrypted in transit, API keys are stored encrypted, passwords are hashed, and each account can only ever reach its own assistants and conversations.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'Account owners can see, correct, export and delete their data from the dashboard or by contacting us. Visitors who chatted with an assistant can ask the website owner, or us, to access or delete their conversation. You may also complain to your data protection authority.',
    ],
  },
  {
    title: 'Children and changes to this policy',
    paragraphs: [
      'Siteline is intended for people aged 13 and over; we do not knowingly collect data from children under 13. We may update this policy; the date above shows the latest version and significant changes are announced by e-mail.',
    ],
  },
];
