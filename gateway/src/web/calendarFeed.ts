import http from 'node:http';
import type { Request, Response } from 'express';
import { INTERNAL_TOKEN_HEADER, isCalendarFeedToken, isObjectIdString } from '@stays/contracts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * `/ical/:propertyId/:token.ics`: a property's iCal feed (RFC 5545), public to whoever holds the URL (Google
 * Calendar, another marketplace), streamed from the bookings subgraph, which checks the secret. Anything but the
 * property's current secret is 404, so a reset URL and a guessed one look alike.
 */
export function calendarFeedProxy(bookingsBaseUrl: string, internalToken: string) {
  return (req: Request<{ propertyId: string; token: string }>, res: Response) => {
    const { propertyId, token } = req.params;
    if (!isObjectIdString(propertyId) || !isCalendarFeedToken(token)) {
      res.status(404).json({ message: 'Calendar not found' });
      return;
    }
    const upstream = http.get(
      `${bookingsBaseUrl}/internal/calendar-feed/${propertyId}/${token}`,
      { agent, headers: { [INTERNAL_TOKEN_HEADER]: internalToken } },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        const type = answer.headers['content-type'];
        if (type) res.setHeader('Content-Type', type);
        // Calendar apps poll; a few minutes of staleness is what they expect, and the secret keeps it private.
        res.setHeader('Cache-Control', 'private, max-age=300');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ message: 'Calendar service unavailable' });
      else res.destroy();
    });
    req.on('close', () => upstream.destroy());
  };
}
