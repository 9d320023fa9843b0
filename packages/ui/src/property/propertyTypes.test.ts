/** @jest-environment node */
import { propertyTypeCategoryOf } from '@stays/contracts';
import { propertyTypeMessages } from './propertyTypes';

// Every type a form offers (the kit's label map) is shown by one chip of the category bar (issue 46 #7).
it.each(Object.keys(propertyTypeMessages))('%s belongs to a category', (type) => {
  expect(propertyTypeCategoryOf(type)).not.toBeNull();
});
