/** @jest-environment node */
// The cancellation policy choices of the property forms (the kit's CancellationPolicyField, on the host's and the
// admin's form) take their numbers from REFUND_RULES (issue 32: one place per rule): today's labels in every
// language, and other numbers when the rule changes.
import { createIntl } from 'react-intl';
import { CANCELLATION_POLICIES, REFUND_RULES, refundWindows } from '@stays/contracts';
import { cancellationPolicyMessages as messages } from '@stays/ui/forms';
import ar from './messages/ar';
import fr from './messages/fr';

const CATALOGUES = { en: {}, fr, ar };

const labels = (locale: keyof typeof CATALOGUES) => {
  const intl = createIntl({ locale, defaultLocale: 'en', messages: CATALOGUES[locale] });
  return CANCELLATION_POLICIES.map((policy) => intl.formatMessage(messages[policy], refundWindows(policy)));
};

describe("the property form's cancellation policy labels", () => {
  it('say the rule as it is today, in en, fr and ar', () => {
    expect(labels('en')).toEqual([
      'Flexible: full refund until 24 hours before check-in',
      'Moderate: full refund until 5 days before check-in',
      'Strict: full refund until 14 days before check-in',
    ]);
    expect(labels('fr')).toEqual([
      "Flexibles : remboursement intégral jusqu'à 24 heures avant l'arrivée",
      "Modérées : remboursement intégral jusqu'à 5 jours avant l'arrivée",
      "Strictes : remboursement intégral jusqu'à 14 jours avant l'arrivée",
    ]);
    expect(labels('ar')).toEqual([
      'مرنة: استرداد كامل حتى 24 ساعة قبل الوصول',
      'معتدلة: استرداد كامل حتى 5 أيام قبل الوصول',
      'صارمة: استرداد كامل حتى 14 يومًا قبل الوصول',
    ]);
  });

  it('say other numbers when the rule changes (plural forms included)', () => {
    const today = { flexible: { ...REFUND_RULES.flexible }, strict: { ...REFUND_RULES.strict } };
    try {
      REFUND_RULES.flexible.fullRefundHours = 48;
      REFUND_RULES.strict.fullRefundHours = 2 * 24;
      expect(labels('en')).toEqual([
        'Flexible: full refund until 48 hours before check-in',
        'Moderate: full refund until 5 days before check-in',
        'Strict: full refund until 2 days before check-in',
      ]);
      expect(labels('fr')[2]).toBe("Strictes : remboursement intégral jusqu'à 2 jours avant l'arrivée");
      expect(labels('ar')[2]).toBe('صارمة: استرداد كامل حتى يومين قبل الوصول');
    } finally {
      Object.assign(REFUND_RULES.flexible, today.flexible);
      Object.assign(REFUND_RULES.strict, today.strict);
    }
  });
});
