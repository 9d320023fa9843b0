// The demo destinations: where each seeded listing is, what the listing page says of the place, which
// illustrations suit it.

export type SceneKind = 'seaside' | 'marina' | 'living' | 'bedroom' | 'campus';

export interface Destination {
  key: 'cabo' | 'martil' | 'marina' | 'belyounech' | 'college';
  location: string;
  blurb: string;
  /** Which illustrations suit it; the first is used for the cover. */
  scenes: SceneKind[];
}

export const DESTINATIONS: Record<Destination['key'], Destination> = {
  cabo: {
    key: 'cabo',
    location: 'Cabo Negro, Morocco',
    blurb:
      'Cabo Negro sits on the green headland above Tamuda Bay, with quiet coves, a golf course and long sunsets over the Mediterranean.',
    scenes: ['seaside', 'living', 'bedroom', 'marina'],
  },
  martil: {
    key: 'martil',
    location: 'Martil, Morocco',
    blurb:
      'Martil is the lively beach town of the Tetouan coast: a wide sandy shore, a seafront corniche full of cafés and fresh fish every evening.',
    scenes: ['seaside', 'bedroom', 'living'],
  },
  marina: {
    key: 'marina',
    location: 'Tetouan Marina, Morocco',
    blurb:
      'Around the yacht harbour of Marina Smir, between Tetouan and Fnideq: restaurants on the quay, clear water and the Rif mountains behind.',
    scenes: ['marina', 'living', 'bedroom', 'seaside'],
  },
  belyounech: {
    key: 'belyounech',
    location: 'Belyounech, Morocco',
    blurb:
      'Belyounech is a tiny fishing village facing Gibraltar, with rocky bays, hiking trails and some of the clearest water on the strait.',
    scenes: ['seaside', 'bedroom', 'living'],
  },
  college: {
    key: 'college',
    location: 'College Station, TX',
    blurb:
      'A short bike ride from the Texas A&M campus, close to Northgate, bus routes, grocery stores and the Research Park.',
    scenes: ['campus', 'living', 'bedroom'],
  },
};
