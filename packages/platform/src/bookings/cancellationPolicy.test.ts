/** @jest-environment node */
// The policy rule (property page, booking dialog, cancel dialog) takes its numbers from REFUND_RULES (issue 32:
// one place per rule): today's wording in every language, and other numbers when the rule changes.
import { createIntl } from 'react-intl';
import { type CancellationPolicyName, REFUND_RULES, refundWindows } from '@stays/contracts';
import ar from '../i18n/messages/ar';
import fr from '../i18n/messages/fr';
import { cancellationPolicyMessages } from './CancellationPolicy';

const CATALOGUES = { en: {}, fr, ar };

function ruleText(locale: keyof typeof CATALOGUES, policy: CancellationPolicyName) {
  const intl = createIntl({ locale, defaultLocale: 'en', messages: CATALOGUES[locale] });
  return intl.formatMessage(cancellationPolicyMessages.rule, { policy, ...refundWindows(policy) });
}

describe("a cancellation policy's refund rule", () => {
  it.each([
    [
      'en',
      'flexible',
      'The nights are refunded in full more than 24 hours before check-in, half under 24 hours, not at all during the stay. The service fee is never refunded.',
    ],
    [
      'en',
      'moderate',
      'The nights are refunded in full more than 5 days before check-in, half at 2 to 5 days, not at all under 2 days. The service fee is never refunded.',
    ],
    [
      'en',
      'strict',
      'The nights are refunded in full more than 14 days before check-in, half at 7 to 14 days, not at all under 7 days. The service fee is never refunded.',
    ],
    [
      'fr',
      'flexible',
      "Les nuits sont remboursées en totalité plus de 24 heures avant l'arrivée, à moitié à moins de 24 heures, pas du tout pendant le séjour. Les frais de service ne sont jamais remboursés.",
    ],
    [
      'fr',
      'moderate',
      "Les nuits sont remboursées en totalité plus de 5 jours avant l'arrivée, à moitié entre 2 et 5 jours, pas du tout à moins de 2 jours. Les frais de service ne sont jamais remboursés.",
    ],
    [
      'fr',
      'strict',
      "Les nuits sont remboursées en totalité plus de 14 jours avant l'arrivée, à moitié entre 7 et 14 jours, pas du tout à moins de 7 jours. Les frais de service ne sont jamais remboursés.",
    ],
    [
      'ar',
      'flexible',
      'تُسترد قيمة الليالي كاملةً قبل أكثر من 24 ساعة من الوصول، ونصفها خلال أقل من 24 ساعة، ولا شيء أثناء الإقامة. رسوم الخدمة لا تُسترد أبدًا.',
    ],
    [
      'ar',
      'moderate',
      'تُسترد قيمة الليالي كاملةً قبل أكثر من 5 أيام من الوصول، ونصفها بين يومين و5 أيام، ولا شيء قبل أقل من يومين. رسوم الخدمة لا تُسترد أبدًا.',
    ],
    [
      'ar',
      'strict',
      'تُسترد قيمة الليالي كاملةً قبل أكثر من 14 يومًا من الوصول، ونصفها بين 7 و14 يومًا، ولا شيء قبل أقل من 7 أيام. رسوم الخدمة لا تُسترد أبدًا.',
    ],
  ] as const)('in %s, %s: the rule as it is today', (locale, policy, text) => {
    expect(ruleText(locale, policy)).toBe(text);
  });

  it('says other numbers when the rule changes (plural forms included)', () => {
    const today = { ...REFUND_RULES.moderate };
    try {
      Object.assign(REFUND_RULES.moderate, { fullRefundHours: 3 * 24, halfRefundHours: 24 });
      expect(ruleText('en', 'moderate')).toContain(
        'more than 3 days before check-in, half at 1 to 3 days, not at all under 1 day.',
      );
      expect(ruleText('fr', 'moderate')).toContain(
        "plus de 3 jours avant l'arrivée, à moitié entre 1 et 3 jours, pas du tout à moins de 1 jour.",
      );
      expect(ruleText('ar', 'moderate')).toContain(
        'قبل أكثر من 3 أيام من الوصول، ونصفها بين 1 و3 أيام، ولا شيء قبل أقل من يوم واحد.',
      );
    } finally {
      Object.assign(REFUND_RULES.moderate, today);
    }
  });
});
