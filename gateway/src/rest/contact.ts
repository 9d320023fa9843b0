import { INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import { TOO_MANY_ATTEMPTS } from '../auth/rateLimit';
import type { AttemptCounts } from '../shared-state/counters';
import { fieldText } from './bookings';
import type { RestRoute } from './route';
import { obj, ref, text } from '../openapi/shapes';
import { sendError } from './respond';

/** A contact form is for people: a few messages per address per window is plenty, and stops a flood. */
export const CONTACT_LIMIT = { perAddress: 5, windowMs: 15 * 60 * 1000 };

export interface ContactRouterOptions {
  /** Base URL of the notifications subgraph (config.subgraphs.notifications). */
  notificationsUrl: string;
  internalToken: string;
  /** Shared by the gateways (shared-state), so the limit holds behind a load balancer. */
  counter: AttemptCounts;
}

/**
 * `POST /api/contact { name, email, subject, message }` (issue 5's contact form), anonymous or signed in:
 * 201 `{ message: 'Message sent' }`; 400 `{ message, errors }` by field; 429 over the limit. The message becomes
 * a staff-desk notification. It has no GraphQL twin, so the per-address limit here cannot be walked around:
 * the notifications subgraph's internal route validates and stores it.
 */
export const contactRoutes: RestRoute<ContactRouterOptions>[] = [
  {
    method: 'post',
    path: '/contact',
    access: 'anyone',
    doc: {
      tag: 'Notifications',
      summary: 'The contact form: the message reaches the staff desk',
      body: obj({ name: text, email: text, subject: text, message: text }, [
        'name',
        'email',
        'subject',
        'message',
      ]),
      ok: { status: 201, schema: ref('Message') },
      errors: [429],
    },
    handle: async (req, res, { notificationsUrl, internalToken, counter }) => {
      const contactKey = `contact:${req.ip ?? 'unknown'}`;
      if (!(await counter.hit(contactKey, CONTACT_LIMIT.perAddress, CONTACT_LIMIT.windowMs)))
        return sendError(res, 429, TOO_MANY_ATTEMPTS);
      const body = Object.fromEntries(
        ['name', 'email', 'subject', 'message'].map((name) => [name, fieldText(req.body, name)]),
      );
      let answer: globalThis.Response;
      try {
        answer = await fetch(`${notificationsUrl}/internal/contact-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
      } catch {
        return sendError(res, 503, 'The message could not be sent. Please try again later.');
      }
      if (answer.status === 400) {
        const { message, errors } = (await answer.json()) as {
          message: string;
          errors?: Record<string, string>;
        };
        return sendError(res, 400, message, errors);
      }
      if (!answer.ok) return sendError(res, 503, 'The message could not be sent. Please try again later.');
      res.status(201).json({ message: 'Message sent' });
    },
  },
];
