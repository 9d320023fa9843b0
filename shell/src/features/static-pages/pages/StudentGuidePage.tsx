import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { fallSearchPath, localDay } from '@stays/contracts';
import { useTabInAddress } from '@stays/platform';
import { Card } from '@stays/ui';
import { Tab, TabList, TabPanel, Tabs } from '@stays/ui/tabs';
import { MessageList, PageBody, PageHero, TextTiles, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.guide.title', defaultMessage: 'Student Guide' },
  eyebrow: { id: 'static.guide.eyebrow', defaultMessage: 'Student Housing Platform' },
  intro: {
    id: 'static.guide.intro',
    defaultMessage:
      'Find your perfect stay: everything you need to find, afford and enjoy a great place while you study.',
  },
  tabsLabel: { id: 'static.guide.tabsLabel', defaultMessage: 'Student guide topics' },
  housing: { id: 'static.guide.housing', defaultMessage: 'Housing Guide' },
  areas: { id: 'static.guide.areas', defaultMessage: 'Campus Areas' },
  budget: { id: 'static.guide.budget', defaultMessage: 'Budget Planning' },
  resources: { id: 'static.guide.resources', defaultMessage: 'Campus Resources' },
  housing1: {
    id: 'static.guide.housing1',
    defaultMessage: 'Start looking two to three months before the semester.',
  },
  housing2: {
    id: 'static.guide.housing2',
    defaultMessage: 'Compare the total monthly cost, not only the rent.',
  },
  housing3: {
    id: 'static.guide.housing3',
    defaultMessage: 'Book only verified properties and read the reviews.',
  },
  housing4: {
    id: 'static.guide.housing4',
    defaultMessage: 'Check the cancellation policy before you send a request.',
  },
  housing5: {
    id: 'static.guide.housing5',
    defaultMessage: 'Message the host with your questions before you book.',
  },
  area1: { id: 'static.guide.area1', defaultMessage: 'Northgate' },
  area1Text: {
    id: 'static.guide.area1Text',
    defaultMessage: 'Walk to class, restaurants and nightlife; lively and close.',
  },
  area2: { id: 'static.guide.area2', defaultMessage: 'Southside' },
  area2Text: {
    id: 'static.guide.area2Text',
    defaultMessage: 'Quiet streets, houses to share and a short bike ride.',
  },
  area3: { id: 'static.guide.area3', defaultMessage: 'Wolf Pen Creek' },
  area3Text: {
    id: 'static.guide.area3Text',
    defaultMessage: 'Parks, trails and apartments on the bus routes.',
  },
  area4: { id: 'static.guide.area4', defaultMessage: 'Downtown Bryan' },
  area4Text: {
    id: 'static.guide.area4Text',
    defaultMessage: 'Lower rents and local character, 15 minutes by bus.',
  },
  budgetIntro: {
    id: 'static.guide.budgetIntro',
    defaultMessage: 'A typical monthly budget for a student sharing an apartment:',
  },
  item: { id: 'static.guide.item', defaultMessage: 'Expense' },
  monthly: { id: 'static.guide.monthly', defaultMessage: 'Per month' },
  rent: { id: 'static.guide.rent', defaultMessage: 'Rent' },
  utilities: { id: 'static.guide.utilities', defaultMessage: 'Utilities and internet' },
  groceries: { id: 'static.guide.groceries', defaultMessage: 'Groceries' },
  transport: { id: 'static.guide.transport', defaultMessage: 'Transport' },
  books: { id: 'static.guide.books', defaultMessage: 'Books and supplies' },
  budgetSearch: {
    id: 'static.guide.budgetSearch',
    defaultMessage: 'See this fall’s monthly rents near Texas A&M, fees included',
  },
  budgetTip: {
    id: 'static.guide.budgetTip',
    defaultMessage: 'Keep a small emergency fund, and remember that service fees are non-refundable.',
  },
  res1: { id: 'static.guide.res1', defaultMessage: 'Student Services: housing advice and lease reviews.' },
  res2: { id: 'static.guide.res2', defaultMessage: 'Health Center: appointments and 24/7 nurse line.' },
  res3: { id: 'static.guide.res3', defaultMessage: 'Libraries and study spaces open late during exams.' },
  res4: { id: 'static.guide.res4', defaultMessage: 'Campus transit: free buses for students.' },
  res5: { id: 'static.guide.res5', defaultMessage: 'Counseling and career centers.' },
});

const Budget = styled.table`
  inline-size: 100%;
  max-inline-size: 32rem;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    background: ${({ theme }) => theme.colors.sandSoft};
  }
  thead th:last-child {
    text-align: end;
  }
`;

const PanelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const GUIDE_TABS = ['housing', 'areas', 'budget', 'resources'] as const;

export function StudentGuidePage() {
  const t = useT();
  // A link to one part of the guide (`/student-guide?tab=budget`) opens that part.
  const [named, choose] = useTabInAddress(GUIDE_TABS);
  const intl = useIntl();
  const money = new Intl.NumberFormat(intl.locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const budget = [
    [messages.rent, 450, 750],
    [messages.utilities, 60, 120],
    [messages.groceries, 250, 350],
    [messages.transport, 40, 80],
    [messages.books, 50, 100],
  ] as const;
  const areas = [
    [messages.area1, messages.area1Text],
    [messages.area2, messages.area2Text],
    [messages.area3, messages.area3Text],
    [messages.area4, messages.area4Text],
  ] as const;
  return (
    <>
      <PageHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <Card>
          <Tabs
            value={named ?? 'housing'}
            onValueChange={(value) => choose(value as (typeof GUIDE_TABS)[number])}
          >
            <TabList aria-label={t(messages.tabsLabel)}>
              <Tab value="housing">{t(messages.housing)}</Tab>
              <Tab value="areas">{t(messages.areas)}</Tab>
              <Tab value="budget">{t(messages.budget)}</Tab>
              <Tab value="resources">{t(messages.resources)}</Tab>
            </TabList>
            <TabPanel value="housing">
              <MessageList
                items={[
                  messages.housing1,
                  messages.housing2,
                  messages.housing3,
                  messages.housing4,
                  messages.housing5,
                ]}
              />
            </TabPanel>
            <TabPanel value="areas">
              <TextTiles min="14rem" items={areas} />
            </TabPanel>
            <TabPanel value="budget">
              <PanelStack>
                <p>{t(messages.budgetIntro)}</p>
                <Budget>
                  <thead>
                    <tr>
                      <th scope="col">{t(messages.item)}</th>
                      <th scope="col">{t(messages.monthly)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {budget.map(([item, low, high]) => (
                      <tr key={item.id}>
                        <th scope="row">{t(item)}</th>
                        <td>
                          <span dir="ltr">{money.formatRange(low, high)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Budget>
                <p>{t(messages.budgetTip)}</p>
                <p>
                  <Link to={fallSearchPath(localDay(new Date()), 'texas-am')}>
                    {t(messages.budgetSearch)}
                  </Link>
                </p>
              </PanelStack>
            </TabPanel>
            <TabPanel value="resources">
              <MessageList
                items={[messages.res1, messages.res2, messages.res3, messages.res4, messages.res5]}
              />
            </TabPanel>
          </Tabs>
        </Card>
      </PageBody>
    </>
  );
}
