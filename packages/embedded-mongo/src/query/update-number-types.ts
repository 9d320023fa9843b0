// Numeric types through an update: an $inc or $mul keeps int, long, double or decimal as mongod would.
import { Decimal128, type Document } from 'bson';
import { carryTypes, getNumberType, setNumberType, type NumberType } from '../values';
import type { Doc } from '../storage/collection';
import { containerOf } from './update-checks';

export const rank = (t: NumberType | undefined, n: unknown): number =>
  t === 'double' ? 2 : t === 'long' ? 1 : typeof n === 'number' && !Number.isInteger(n) ? 2 : 0;

/**
 * MongoDB keeps the BSON type an update gives a field: $set writes the operand's type, $inc/$mul widen
 * (int < long < double, and int overflow becomes long). Positional paths are left to the natural type.
 */
export function keepNumberTypes(next: Doc, modifier: Document, before: Doc): void {
  for (const op of ['$set', '$min', '$max', '$inc', '$mul']) {
    const operand = modifier[op] as Document | undefined;
    if (!operand || typeof operand !== 'object') continue;
    for (const path of Object.keys(operand)) {
      const target = containerOf(next, path);
      if (!target) continue;
      const given = operand[path];
      if (op === '$set' && given && typeof given === 'object' && !(given instanceof Decimal128)) {
        // mingo stored a copy of the operand; numbers inside it keep the operand's types.
        carryTypes(given, target.container[target.key]);
        continue;
      }
      const value = target.container[target.key];
      // A number beyond a double's precision is held as a Decimal128 (values.ts) and keeps its note the same way.
      if (value instanceof Decimal128) {
        if (given instanceof Decimal128 && value.toString() === given.toString())
          setNumberType(target.container, target.key, getNumberType(operand, path));
        continue;
      }
      if (typeof value !== 'number') continue;
      const operandType = getNumberType(operand, path);
      if (op === '$inc' || op === '$mul') {
        const old = containerOf(before, path);
        const oldType = old ? getNumberType(old.container, old.key) : undefined;
        const r = Math.max(rank(oldType, old?.container[old.key]), rank(operandType, operand[path]));
        const overflow = r === 0 && Number.isInteger(value) && (value > 0x7fffffff || value < -0x80000000);
        setNumberType(
          target.container,
          target.key,
          r === 2 ? 'double' : r === 1 || overflow ? 'long' : undefined,
        );
      } else if (Object.is(value, given)) {
        setNumberType(target.container, target.key, operandType);
      }
    }
  }
}
