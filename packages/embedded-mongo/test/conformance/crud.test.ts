// Expectations follow MongoDB's documented behaviour; they run unchanged against a real server (MONGODB_URI).
// One server for the whole file (./crud/world.ts); the describe blocks live in ./crud/, run in this order.
import {
  describeInsertAndFind,
  describeQueryOperators,
  describeCursors,
  describeLetVariables,
  describeProjections,
} from './crud/reads';
import { describeUpdate, describeDeleteAndFindAndModify, describeUpdateErrors } from './crud/writes';
import { describeErrors, describeDatabases } from './crud/admin';

describeInsertAndFind();

describeQueryOperators();

describeUpdate();

describeDeleteAndFindAndModify();

describeCursors();

describeErrors();

describeDatabases();

describeLetVariables();

describeUpdateErrors();

describeProjections();
