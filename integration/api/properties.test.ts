// Properties, search and images as a client sees them (SPEC sections 3, 4, 5, 7): the real stack, real HTTP.
// One stack for the whole file (./properties/world.ts); the describe blocks live in ./properties/, run in this order.
import { describePublicReads } from './properties/reads';
import { describeListing, describeEditing } from './properties/listing';
import { describeTransitions } from './properties/transitions';
import { describeSearch } from './properties/search';
import { describeImages } from './properties/images';
import { describeCoordinates } from './properties/coordinates';

describePublicReads();

describeListing();

describeEditing();

describeTransitions();

describeSearch();

describeImages();

describeCoordinates();
