// Notifications, the contact form, the staff stats, reports with their CSV and host analytics, through the API
// as clients see them (issues 5 and 6). One real stack for the whole file (./dashboard/world.ts); the describe
// blocks live in ./dashboard/, run in this order.
import { describeNotifications, describeStaffDesk } from './dashboard/notifications';
import { describeContact, describeStats } from './dashboard/contact-stats';
import { describeReports, describeHostAnalytics } from './dashboard/reports';

describeNotifications();

describeStaffDesk();

describeContact();

describeStats();

describeReports();

describeHostAnalytics();
