import { SERVICE_FEE_RATE } from '@stays/contracts';
import { defineMessages } from 'react-intl';
import { LegalPage, numberedSections } from '../LegalPage';
import { Section, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.terms.title', defaultMessage: 'Terms of Service' },
  intro: {
    id: 'static.terms.intro',
    defaultMessage: 'Please read these terms carefully before using Stays, the Student Housing Platform.',
  },
  toc: { id: 'static.terms.toc', defaultMessage: 'Sections of the terms' },
  h1: { id: 'static.terms.h1', defaultMessage: 'Acceptance of Terms' },
  b1: {
    id: 'static.terms.b1',
    defaultMessage:
      'By accessing or using Stays you agree to be bound by these Terms of Service. If you do not agree, do not use the service.',
  },
  h2: { id: 'static.terms.h2', defaultMessage: 'Use License' },
  b2: {
    id: 'static.terms.b2',
    defaultMessage:
      'We grant you a limited, non-exclusive, non-transferable licence to use Stays for personal, non-commercial purposes. You may not copy, modify or resell any part of the service.',
  },
  h3: { id: 'static.terms.h3', defaultMessage: 'User Accounts' },
  b3: {
    id: 'static.terms.b3',
    defaultMessage:
      'You must give accurate information when you create an account, keep your password confidential and tell us at once about any unauthorised use. You are responsible for everything done with your account.',
  },
  h4: { id: 'static.terms.h4', defaultMessage: 'Booking and Payments' },
  b4: {
    id: 'static.terms.b4',
    defaultMessage:
      'A booking is a request until the host approves it. Prices are shown in US dollars per night; a service fee of {serviceFee, number, percent} of the subtotal is added. Refunds follow the property’s cancellation policy and service fees are non-refundable.',
  },
  h5: { id: 'static.terms.h5', defaultMessage: 'Host Responsibilities' },
  b5: {
    id: 'static.terms.b5',
    defaultMessage:
      'Hosts must describe their properties accurately, keep them safe and clean, honour approved bookings and comply with local laws, permits and taxes.',
  },
  h6: { id: 'static.terms.h6', defaultMessage: 'Prohibited Uses' },
  b6: {
    id: 'static.terms.b6',
    defaultMessage:
      'You may not use Stays for fraud, harassment, discrimination, spam, or anything that breaks the law or the rights of others, nor try to get around our security.',
  },
  h7: { id: 'static.terms.h7', defaultMessage: 'Disclaimer' },
  b7: {
    id: 'static.terms.b7',
    defaultMessage:
      'Stays is provided “as is” without warranties of any kind. We do not own the properties listed and do not guarantee their condition or availability.',
  },
  h8: { id: 'static.terms.h8', defaultMessage: 'Limitations' },
  b8: {
    id: 'static.terms.b8',
    defaultMessage:
      'To the extent the law allows, Stays is not liable for indirect, incidental or consequential damages arising from your use of the service or from any stay.',
  },
  h9: { id: 'static.terms.h9', defaultMessage: 'Governing Law' },
  b9: {
    id: 'static.terms.b9',
    defaultMessage:
      'These terms are governed by the laws of the State of Texas, United States, without regard to its conflict of law provisions.',
  },
  h10: { id: 'static.terms.h10', defaultMessage: 'Contact Information' },
  b10: {
    id: 'static.terms.b10',
    defaultMessage:
      'If you have any questions about these terms, please contact our support team using the details below.',
  },
  supportTitle: { id: 'static.terms.supportTitle', defaultMessage: 'Support Contact' },
  supportEmail: { id: 'static.terms.supportEmail', defaultMessage: 'Email: legal@stays.test' },
  supportPhone: { id: 'static.terms.supportPhone', defaultMessage: 'Phone: +1 (979) 555-0142' },
  supportAddress: {
    id: 'static.terms.supportAddress',
    defaultMessage: 'Address: Stays Student Housing, 400 University Drive, College Station, TX 77840',
  },
});

const termsSections = numberedSections(messages, 10);

export function TermsPage() {
  const t = useT();
  return (
    <LegalPage
      title={messages.title}
      intro={messages.intro}
      tocLabel={messages.toc}
      sections={termsSections}
      values={{ serviceFee: SERVICE_FEE_RATE }}
    >
      <Section title={t(messages.supportTitle)}>
        <address style={{ fontStyle: 'normal', display: 'grid', gap: '0.25rem' }}>
          <span>{t(messages.supportEmail)}</span>
          <span>{t(messages.supportPhone)}</span>
          <span>{t(messages.supportAddress)}</span>
        </address>
      </Section>
    </LegalPage>
  );
}
