import { defineMessages } from 'react-intl';
import { LegalPage, numberedSections } from '../LegalPage';

export const messages = defineMessages({
  title: { id: 'static.privacy.title', defaultMessage: 'Privacy Policy' },
  intro: {
    id: 'static.privacy.intro',
    defaultMessage: 'How Stays collects, uses and protects your personal information.',
  },
  toc: { id: 'static.privacy.toc', defaultMessage: 'Sections of the privacy policy' },
  h1: { id: 'static.privacy.h1', defaultMessage: 'Information We Collect' },
  b1: {
    id: 'static.privacy.b1',
    defaultMessage:
      'Account details (name, email, phone), booking and payment records, messages between guests and hosts, property details and photos, and how you use the site.',
  },
  h2: { id: 'static.privacy.h2', defaultMessage: 'How We Use Your Information' },
  b2: {
    id: 'static.privacy.b2',
    defaultMessage:
      'To run your bookings, verify hosts and listings, send booking notifications, answer support requests, keep the platform safe and improve it.',
  },
  h3: { id: 'static.privacy.h3', defaultMessage: 'Information Sharing' },
  b3: {
    id: 'static.privacy.b3',
    defaultMessage:
      'We share what a booking needs with the host or guest concerned, and with service providers bound by confidentiality. We never sell your personal information.',
  },
  h4: { id: 'static.privacy.h4', defaultMessage: 'Data Security' },
  b4: {
    id: 'static.privacy.b4',
    defaultMessage:
      'Passwords are stored hashed, sessions use secure cookies, and access to your data is limited to the people who need it.',
  },
  h5: { id: 'static.privacy.h5', defaultMessage: 'Cookies' },
  b5: {
    id: 'static.privacy.b5',
    defaultMessage: 'We use cookies and local storage to keep you signed in and to remember your language.',
  },
  h6: { id: 'static.privacy.h6', defaultMessage: 'Your Rights' },
  b6: {
    id: 'static.privacy.b6',
    defaultMessage:
      'You can access, correct, export or delete your personal information, and object to its processing.',
  },
  h7: { id: 'static.privacy.h7', defaultMessage: 'Data Retention' },
  b7: {
    id: 'static.privacy.b7',
    defaultMessage: 'We keep your information only as long as your account is active or the law requires.',
  },
  h8: { id: 'static.privacy.h8', defaultMessage: 'International Transfers' },
  b8: {
    id: 'static.privacy.b8',
    defaultMessage:
      'Your information may be processed in the United States and in Morocco. We protect it with appropriate safeguards wherever it is processed.',
  },
  h9: { id: 'static.privacy.h9', defaultMessage: 'Children’s Privacy' },
  b9: {
    id: 'static.privacy.b9',
    defaultMessage:
      'Stays is not intended for children under 18, and we do not knowingly collect their information.',
  },
  h10: { id: 'static.privacy.h10', defaultMessage: 'Changes to This Policy' },
  b10: {
    id: 'static.privacy.b10',
    defaultMessage: 'We may update this policy; we will post the new version on this page with its date.',
  },
  h11: { id: 'static.privacy.h11', defaultMessage: 'Contact Us' },
  b11: {
    id: 'static.privacy.b11',
    defaultMessage:
      'Questions about your privacy? Write to privacy@stays.test or to Stays Student Housing, 400 University Drive, College Station, TX 77840.',
  },
});

const privacySections = numberedSections(messages, 11);

export function PrivacyPage() {
  return (
    <LegalPage
      title={messages.title}
      intro={messages.intro}
      tocLabel={messages.toc}
      sections={privacySections}
    />
  );
}
