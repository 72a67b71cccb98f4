/** One numbered section of the Terms of Service or the Privacy Policy. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
}
