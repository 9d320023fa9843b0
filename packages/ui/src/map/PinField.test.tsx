import { PLACES } from '@stays/contracts';
import { startBox } from './PinField';

const inside = (box: ReturnType<typeof startBox>, place: (typeof PLACES)[number]) =>
  place.longitude >= box.west &&
  place.longitude <= box.east &&
  place.latitude >= box.south &&
  place.latitude <= box.north;

const placeNamed = (english: string) => {
  const place = PLACES.find((candidate) => candidate.name.en === english);
  if (!place) throw new Error(`no place named ${english}`);
  return place;
};

describe('where the pin field opens', () => {
  it('opens over the town the location text names', () => {
    const box = startBox('Martil');
    expect(inside(box, placeNamed('Martil beach'))).toBe(true);
    expect(box.east - box.west).toBeLessThan(0.2);
  });

  it('opens over one area, not every region of the gazetteer, before a location is typed', () => {
    const box = startBox('');
    expect(inside(box, placeNamed('Martil beach'))).toBe(true);
    expect(inside(box, placeNamed('Cabo Negro beach'))).toBe(true);
    expect(inside(box, placeNamed('Texas A&M'))).toBe(false);
    expect(box.east - box.west).toBeLessThan(2);
  });
});
