import type { ReactElement } from 'react';
import type { AmenityOption } from '@stays/contracts';
import { CheckIcon } from '@stays/ui';

// Amenity icons are chosen by keyword (SPEC 2); a property without amenities shows a default list.

// Names of the form's amenity options (@stays/contracts), so a renamed option fails typecheck here too.
export const DEFAULT_AMENITIES: readonly AmenityOption[] = [
  'Wi-Fi',
  'Kitchen',
  'Parking',
  'Air Conditioning',
];

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const icon = (d: string) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} {...stroke} />
  </svg>
);

const icons: Array<[RegExp, ReactElement]> = [
  [
    /wi-?fi|internet/i,
    icon('M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5v.01'),
  ],
  [/parking|garage/i, icon('M5 17V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v9M3 17h18M7 20v-3M17 20v-3M7 12h10')],
  [
    /pool|beach|sea/i,
    icon(
      'M2 16c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 20c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 13V5a2 2 0 0 1 4 0M16 13V5',
    ),
  ],
  [/kitchen|microwave|dishwasher/i, icon('M7 3v8M5 3v4a2 2 0 0 0 4 0V3M7 11v10M17 21V3c-2 0-3 3-3 7h3')],
  [/air|conditioning|a\/c/i, icon('M12 2v20M4 6l16 12M20 6 4 18M9 3l3 3 3-3M9 21l3-3 3 3')],
  [
    /heat/i,
    icon('M12 22a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-1.5-2-1.5-3C7 11 6 13 6 16a6 6 0 0 0 6 6z'),
  ],
  [/tv|television/i, icon('M3 6h18v11H3zM8 21h8M12 17v4')],
  [/laundry|washer|dryer/i, icon('M5 3h14v18H5zM5 7h14M12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z')],
  [/gym|fitness/i, icon('M4 9v6M7 7v10M17 7v10M20 9v6M7 12h10')],
  [
    /balcony|terrace|garden|yard|view/i,
    icon('M12 22V12M12 12c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2.5-5.5-6-5.5 0 3 2.5 5.5 6 5.5z'),
  ],
  [
    /pet/i,
    icon(
      'M12 14c-3 0-5 3-5 5 0 1.5 1.5 2 2.5 1.5S11 20 12 20s1.5 0 2.5.5S17 20.5 17 19c0-2-2-5-5-5zM6 10.5a1.8 1.8 0 1 0 0-.01M18 10.5a1.8 1.8 0 1 0 0-.01M9.5 6.5a1.8 1.8 0 1 0 0-.01M14.5 6.5a1.8 1.8 0 1 0 0-.01',
    ),
  ],
];

export function amenityIcon(amenity: string): ReactElement {
  return icons.find(([re]) => re.test(amenity))?.[1] ?? <CheckIcon size={22} />;
}

export function amenitiesToShow(amenities: readonly string[] | null | undefined): string[] {
  const list = (amenities ?? []).map((a) => a.trim()).filter(Boolean);
  return list.length > 0 ? list : [...DEFAULT_AMENITIES];
}
