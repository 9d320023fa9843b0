import {
  RestAddCalendarImportDocument,
  RestCalendarImportsDocument,
  RestRemoveCalendarImportDocument,
  RestSyncCalendarImportDocument,
} from '../__generated__/graphql';
import { arrayOf, ref } from '../openapi/shapes';
import { fieldText, type RestOptions, sendCreated } from './bookings';
import { runOperation } from './execute';
import { sendResult } from './respond';
import type { RestRoute } from './route';

const WHO =
  "The listing's host or an admin; anyone else signed in is answered 404, as for a listing that does not exist.";

/** The other sites' calendars a listing follows (issue 47): their events block nights here. */
export const calendarImportRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/properties/{id}/calendar-imports',
    access: 'signed-in',
    doc: {
      tag: 'Host calendar',
      summary: 'The iCal calendars a listing follows, each with its last sync time and result',
      description: WHO,
      ok: { schema: arrayOf('CalendarImport') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestCalendarImportsDocument, {
        propertyId: req.params.id,
      });
      sendResult(res, result, (data) => data.calendarImports);
    },
  },
  {
    method: 'post',
    path: '/properties/{id}/calendar-imports',
    access: 'signed-in',
    doc: {
      tag: 'Host calendar',
      summary: "Follow another site's iCal calendar (Airbnb, Booking.com...); it is synced at once",
      description: `${WHO} The address must be http or https and reach the public internet (400 with the reason otherwise); at most 10 calendars a listing (400), the same address once (409). Answers when the first sync is done, with its result.`,
      body: ref('CalendarImportInput'),
      ok: { status: 201, schema: ref('CalendarImport') },
      errors: [400, 404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestAddCalendarImportDocument, {
        propertyId: req.params.id,
        url: fieldText(req.body, 'url') ?? '',
        name: fieldText(req.body, 'name') ?? '',
      });
      sendCreated(res, result, (data) => data.addCalendarImport);
    },
  },
  {
    method: 'post',
    path: '/properties/{id}/calendar-imports/{importId}/sync',
    access: 'signed-in',
    doc: {
      tag: 'Host calendar',
      summary: 'Sync a followed calendar now; answers when it is done, with its result',
      description: `${WHO} A failed fetch is a result (\`lastResult.ok\` false, the error in words), not an error status.`,
      ok: { schema: ref('CalendarImport') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestSyncCalendarImportDocument, {
        propertyId: req.params.id,
        id: req.params.importId,
      });
      sendResult(res, result, (data) => data.syncCalendarImport);
    },
  },
  {
    method: 'delete',
    path: '/properties/{id}/calendar-imports/{importId}',
    access: 'signed-in',
    doc: {
      tag: 'Host calendar',
      summary: 'Stop following a calendar: the nights it blocked are free again',
      description: WHO,
      ok: { schema: ref('Message') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestRemoveCalendarImportDocument, {
        propertyId: req.params.id,
        id: req.params.importId,
      });
      sendResult(res, result, () => ({ message: 'The calendar is no longer followed; its nights are free' }));
    },
  },
];
