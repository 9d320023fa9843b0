import { PROPERTY_TYPE_CATEGORIES, propertyTypeCategoryOf } from './listings';

// Issue 46 #7: "Entire homes" hid condos, townhouses and studios. One rule says which chip shows which type.
describe('the property-type categories', () => {
  it.each([
    ['apartment', 'entire_homes'],
    ['house', 'entire_homes'],
    ['condo', 'entire_homes'],
    ['townhouse', 'entire_homes'],
    ['studio', 'entire_homes'],
    ['entire_place', 'entire_homes'],
    ['entire_home', 'entire_homes'],
    ['room', 'private_room'],
    ['private_room', 'private_room'],
    ['shared_room', 'shared_room'],
  ])('%s is shown by %s', (type, category) => {
    expect(propertyTypeCategoryOf(type)).toBe(category);
  });

  it('puts each type in one category at most, and knows no free text', () => {
    const all = Object.values(PROPERTY_TYPE_CATEGORIES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(propertyTypeCategoryOf('castle')).toBeNull();
    expect(propertyTypeCategoryOf(null)).toBeNull();
  });
});
