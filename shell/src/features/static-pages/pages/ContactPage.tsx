import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { ContactForm } from '../contact/ContactForm';
import { contactMessages } from '../contact/contactMessages';
import { LiveChatButton } from '../LiveChatButton';
import { PageBody, PageHero, Section, SUPPORT_EMAIL, SUPPORT_PHONE, Tile, TileGrid, useT } from '../common';
import { SupportHours } from '../SupportHours';

export const messages = defineMessages({
  title: { id: 'static.contact.title', defaultMessage: 'Contact Us' },
  intro: {
    id: 'static.contact.intro',
    defaultMessage:
      'Questions about a booking, hosting, billing or your account? We are here to help, from the Tamuda Bay coast to College Station.',
  },
  channelsTitle: { id: 'static.contact.channelsTitle', defaultMessage: 'Other Ways to Reach Us' },
  emailTitle: { id: 'static.contact.emailTitle', defaultMessage: 'Email' },
  phoneTitle: { id: 'static.contact.phoneTitle', defaultMessage: 'Phone' },
  chatTitle: { id: 'static.contact.chatTitle', defaultMessage: 'Live Chat' },
  chatText: { id: 'static.contact.chatText', defaultMessage: 'Talk to our support team in real time.' },
  officeTitle: { id: 'static.contact.officeTitle', defaultMessage: 'Offices' },
  officeTexas: {
    id: 'static.contact.officeTexas',
    defaultMessage: 'Stays Student Housing, 400 University Drive, College Station, TX 77840, United States',
  },
  officeMorocco: {
    id: 'static.contact.officeMorocco',
    defaultMessage: 'Stays Tamuda Bay, Route de Cabo Negro, M’diq, Morocco',
  },
  hoursTitle: { id: 'static.contact.hoursTitle', defaultMessage: 'Office Hours' },
});

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export function ContactPage() {
  const t = useT();
  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <Layout>
          <Section title={t(contactMessages.formTitle)}>
            <p>{t(contactMessages.formIntro)}</p>
            <ContactForm />
          </Section>
          <Side>
            <Section title={t(messages.channelsTitle)}>
              <TileGrid $min="12rem">
                <Tile>
                  <h3>{t(messages.emailTitle)}</h3>
                  <p>{SUPPORT_EMAIL}</p>
                </Tile>
                <Tile>
                  <h3>{t(messages.phoneTitle)}</h3>
                  <p>
                    <bdi dir="ltr">{SUPPORT_PHONE}</bdi>
                  </p>
                </Tile>
                <Tile>
                  <h3>{t(messages.chatTitle)}</h3>
                  <p>{t(messages.chatText)}</p>
                  <LiveChatButton />
                </Tile>
                <Tile>
                  <h3>{t(messages.officeTitle)}</h3>
                  <p>{t(messages.officeTexas)}</p>
                  <p>{t(messages.officeMorocco)}</p>
                </Tile>
              </TileGrid>
            </Section>
            <SupportHours title={t(messages.hoursTitle)} />
          </Side>
        </Layout>
      </PageBody>
    </>
  );
}
