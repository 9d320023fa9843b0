// Students rent by the month (issue 43) through the API as a client sees it: long-stay terms on a listing, the one
// pricing rule answering the quote, the booking and every search result alike, the stay limits refused with the
// limit named, and Months searches. One real stack for the file (./long-stays/world.ts); the listings are the
// test's own, and the describe blocks live in ./long-stays/, run in this order.
import { describeTerms } from './long-stays/terms';
import { describePricing } from './long-stays/pricing';
import { describeStayLimits, describeMonthsSearch } from './long-stays/months';
import { describeNear } from './long-stays/near';

describeTerms();

describePricing();

describeStayLimits();

describeMonthsSearch();

describeNear();
