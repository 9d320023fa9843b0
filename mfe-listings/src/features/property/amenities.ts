// Amenity icons are chosen by keyword (SPEC 2); a property without amenities shows a default list.

export const DEFAULT_AMENITIES = ['Wi-Fi', 'Kitchen', 'Free parking', 'Air conditioning'];

const icons: Array<[RegExp, string]> = [
  [/wi-?fi|internet/i, '📶'],
  [/kitchen|microwave|dishwasher/i, '🍳'],
  [/parking|garage/i, '🚗'],
  [/pool/i, '🏊'],
  [/gym|fitness/i, '🏋️'],
  [/laundry|washer|dryer/i, '🧺'],
  [/air|conditioning|a\/c/i, '❄️'],
  [/heat/i, '🔥'],
  [/tv|television/i, '📺'],
  [/balcony|terrace|view/i, '🌅'],
  [/garden|yard/i, '🌿'],
  [/pet/i, '🐾'],
  [/beach|sea/i, '🏖️'],
];

export function amenityIcon(amenity: string): string {
  return icons.find(([re]) => re.test(amenity))?.[1] ?? '✔️';
}

export function amenitiesToShow(amenities: readonly string[] | null | undefined): string[] {
  const list = (amenities ?? []).map((a) => a.trim()).filter(Boolean);
  return list.length > 0 ? list : DEFAULT_AMENITIES;
}
