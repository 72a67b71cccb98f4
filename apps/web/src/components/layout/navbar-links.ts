/** The public navigation links; Features and Pricing are sections of the home page. */
export const NAVBAR_LINKS = [
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
  { label: 'About', href: '/about' },
  { label: 'Support', href: '/support' },
] as const;
