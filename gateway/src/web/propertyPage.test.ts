import { propertyPageId } from './propertyPage';

describe('propertyPageId', () => {
  it("reads the id segment of a property page's path, with or without a closing slash", () => {
    expect(propertyPageId('/property/65f1c0ffee65f1c0ffee0001')).toBe('65f1c0ffee65f1c0ffee0001');
    expect(propertyPageId('/property/not-an-id/')).toBe('not-an-id');
  });

  it('is undefined for any other page', () => {
    expect(propertyPageId('/')).toBeUndefined();
    expect(propertyPageId('/property')).toBeUndefined();
    expect(propertyPageId('/property/1/reviews')).toBeUndefined();
    expect(propertyPageId('/search')).toBeUndefined();
  });
});
