/** The 14 amenity options of the add-property form (SPEC section 3). */
export const AMENITIES = [
  'Wi-Fi',
  'Kitchen',
  'Parking',
  'Pool',
  'Gym',
  'Laundry',
  'Air Conditioning',
  'Heating',
  'TV',
  'Dishwasher',
  'Microwave',
  'Balcony',
  'Garden',
  'Pet Friendly',
] as const;

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

export interface PropertyBlueprint {
  title: string;
  destination: Destination['key'];
  propertyType: string;
  price: number;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  amenities: string[];
  highlight: string;
}

const bp = (
  title: string,
  destination: Destination['key'],
  propertyType: string,
  price: number,
  [maxGuests, bedrooms, bathrooms]: [number, number, number],
  amenities: string[],
  highlight: string,
): PropertyBlueprint => ({
  title,
  destination,
  propertyType,
  price,
  maxGuests,
  bedrooms,
  bathrooms,
  amenities,
  highlight,
});

/** The demo listings, hand-written so that every card reads like a real one. */
export const PROPERTY_BLUEPRINTS: PropertyBlueprint[] = [
  bp(
    'Cliffside Villa with Infinity Pool',
    'cabo',
    'house',
    420,
    [8, 4, 3],
    ['Wi-Fi', 'Pool', 'Parking', 'Kitchen', 'Air Conditioning', 'Balcony', 'Garden', 'TV', 'Dishwasher'],
    'The infinity pool looks straight over the bay, and the terrace seats eight for dinner.',
  ),
  bp(
    'Sea-View Apartment above the Golf',
    'cabo',
    'apartment',
    140,
    [4, 2, 1],
    ['Wi-Fi', 'Kitchen', 'Balcony', 'Pool', 'Air Conditioning', 'TV'],
    'Wake up to the sea from the balcony; the shared pool is one floor down.',
  ),
  bp(
    'Whitewashed Townhouse near the Cove',
    'cabo',
    'townhouse',
    190,
    [6, 3, 2],
    ['Wi-Fi', 'Kitchen', 'Parking', 'Laundry', 'Balcony', 'Heating'],
    'Three floors of white walls and blue shutters, five minutes on foot to a sheltered cove.',
  ),
  bp(
    'Garden Studio in Cabo Negro',
    'cabo',
    'studio',
    65,
    [2, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Garden', 'Microwave', 'Pet Friendly'],
    'A small, bright studio opening onto a garden of bougainvillea and lemon trees.',
  ),
  bp(
    'Entire Family Home with Sunset Terrace',
    'cabo',
    'entire_home',
    260,
    [7, 3, 2],
    ['Wi-Fi', 'Kitchen', 'Parking', 'Balcony', 'Garden', 'TV', 'Laundry'],
    'A roomy family home whose roof terrace catches the last light of the day.',
  ),
  bp(
    'Modern Condo at Kabila Beach',
    'cabo',
    'condo',
    175,
    [4, 2, 2],
    ['Wi-Fi', 'Pool', 'Gym', 'Air Conditioning', 'Kitchen', 'Parking'],
    'A sleek condo in a gated residence with a pool, a gym and direct beach access.',
  ),
  bp(
    'Corniche Apartment Steps from the Sand',
    'martil',
    'apartment',
    85,
    [4, 2, 1],
    ['Wi-Fi', 'Kitchen', 'Balcony', 'TV', 'Microwave'],
    'Cross the corniche and you are on the beach; cafés and the fish market are right below.',
  ),
  bp(
    'Bright Beach Studio in Martil',
    'martil',
    'studio',
    45,
    [2, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Air Conditioning'],
    'A compact studio with everything for two, a short walk from the sand.',
  ),
  bp(
    'Family Townhouse with Rooftop',
    'martil',
    'townhouse',
    155,
    [6, 3, 2],
    ['Wi-Fi', 'Kitchen', 'Laundry', 'Parking', 'TV', 'Balcony'],
    'A rooftop with sun loungers and a view of the bay, and a quiet street for the kids.',
  ),
  bp(
    'Cozy Private Room near the Beach',
    'martil',
    'private_room',
    35,
    [1, 1, 1],
    ['Wi-Fi', 'Air Conditioning', 'Microwave'],
    'A tidy private room in a friendly family flat, breakfast on the balcony on request.',
  ),
  bp(
    'Surf Hostel Shared Room',
    'martil',
    'shared_room',
    38,
    [4, 1, 1],
    ['Wi-Fi', 'Laundry', 'Kitchen'],
    'Bunks for four in a relaxed hostel run by surfers, with board storage downstairs.',
  ),
  bp(
    'Seafront Condo with Pool',
    'martil',
    'condo',
    120,
    [5, 2, 2],
    ['Wi-Fi', 'Pool', 'Parking', 'Air Conditioning', 'Kitchen', 'TV'],
    'Big windows over the sea and a residence pool that stays quiet in the morning.',
  ),
  bp(
    'Riad-Style House in Old Martil',
    'martil',
    'house',
    210,
    [8, 4, 3],
    ['Wi-Fi', 'Kitchen', 'Garden', 'Heating', 'TV', 'Laundry'],
    'A traditional courtyard house with zellige tiles and a fountain, ten minutes from the sea.',
  ),
  bp(
    'Marina Smir Luxury Apartment',
    'marina',
    'apartment',
    230,
    [4, 2, 2],
    ['Wi-Fi', 'Pool', 'Gym', 'Air Conditioning', 'Parking', 'Balcony', 'Dishwasher'],
    'Yachts under the balcony, restaurants on the quay and a heated pool in the residence.',
  ),
  bp(
    'Harbour View Condo',
    'marina',
    'condo',
    160,
    [4, 2, 1],
    ['Wi-Fi', 'Pool', 'Kitchen', 'Air Conditioning', 'TV'],
    'Watch the boats come in from a wide terrace over the harbour.',
  ),
  bp(
    'Penthouse over the Marina',
    'marina',
    'entire_home',
    450,
    [6, 3, 3],
    ['Wi-Fi', 'Pool', 'Gym', 'Parking', 'Air Conditioning', 'Balcony', 'Dishwasher', 'TV'],
    'A full-floor penthouse with a private plunge pool and a view of the whole marina.',
  ),
  bp(
    'Quayside Studio',
    'marina',
    'studio',
    75,
    [2, 1, 1],
    ['Wi-Fi', 'Air Conditioning', 'Kitchen', 'Microwave'],
    'A calm studio on the quay, perfect for a couple who want the marina at the door.',
  ),
  bp(
    'Golf and Beach Townhouse',
    'marina',
    'townhouse',
    240,
    [6, 3, 2],
    ['Wi-Fi', 'Pool', 'Parking', 'Garden', 'Kitchen', 'Laundry'],
    'Between the golf course and the beach, with a private garden and a shared pool.',
  ),
  bp(
    'Fisherman House by the Bay',
    'belyounech',
    'house',
    130,
    [5, 2, 1],
    ['Wi-Fi', 'Kitchen', 'Garden', 'Pet Friendly'],
    'An old fisherman house restored with care, the bay at the end of the lane.',
  ),
  bp(
    'Belyounech Eco Cabin',
    'belyounech',
    'entire_home',
    95,
    [3, 1, 1],
    ['Kitchen', 'Garden', 'Pet Friendly', 'Heating'],
    'A wooden cabin among the cork oaks, solar powered, with trails from the door.',
  ),
  bp(
    'Room with a View of Gibraltar',
    'belyounech',
    'room',
    55,
    [2, 1, 1],
    ['Wi-Fi', 'Balcony', 'Heating'],
    'A private room whose window frames the Rock of Gibraltar across the strait.',
  ),
  bp(
    'Rocky Cove Apartment',
    'belyounech',
    'apartment',
    90,
    [4, 2, 1],
    ['Wi-Fi', 'Kitchen', 'Balcony', 'TV'],
    'A simple, sunny apartment above a cove where the water is clear enough to snorkel.',
  ),
  bp(
    'Aggieland Student Apartment',
    'college',
    'apartment',
    60,
    [2, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Laundry', 'Air Conditioning', 'Heating', 'Parking'],
    'Furnished and ready for the semester, on the bus route to campus.',
  ),
  bp(
    'Northgate Studio for Students',
    'college',
    'studio',
    48,
    [1, 1, 1],
    ['Wi-Fi', 'Air Conditioning', 'Microwave', 'Laundry'],
    'Walk to class and to Northgate; utilities and fast internet included.',
  ),
  bp(
    'Shared House near Kyle Field',
    'college',
    'shared_room',
    35,
    [3, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Laundry', 'Air Conditioning', 'Parking'],
    'A shared room in a friendly student house, a ten-minute walk from Kyle Field.',
  ),
  bp(
    'Private Room in Graduate House',
    'college',
    'private_room',
    42,
    [1, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Laundry', 'Air Conditioning', 'Heating'],
    'A quiet private room in a house of graduate students, with a big shared kitchen.',
  ),
  bp(
    'Campus-Side Townhouse',
    'college',
    'townhouse',
    150,
    [6, 3, 3],
    ['Wi-Fi', 'Kitchen', 'Parking', 'Laundry', 'Dishwasher', 'Air Conditioning', 'TV'],
    'Three bedrooms with their own bathrooms, a garage and a shuttle stop outside.',
  ),
  bp(
    'Wolf Pen Creek Condo',
    'college',
    'condo',
    110,
    [4, 2, 2],
    ['Wi-Fi', 'Pool', 'Gym', 'Air Conditioning', 'Laundry', 'Parking'],
    'A modern condo by the Wolf Pen Creek park, with a pool and a gym in the complex.',
  ),
  bp(
    'Family House for Game Weekends',
    'college',
    'house',
    320,
    [10, 4, 3],
    ['Wi-Fi', 'Kitchen', 'Parking', 'Garden', 'TV', 'Dishwasher', 'Laundry', 'Pet Friendly'],
    'Room for the whole family on game weekends, with a backyard grill and parking for three cars.',
  ),
  bp(
    'Bright Room near Research Park',
    'college',
    'room',
    40,
    [1, 1, 1],
    ['Wi-Fi', 'Air Conditioning', 'Heating'],
    'A bright furnished room for interns and visiting researchers.',
  ),
  // Waiting for review, or refused: only their hosts and the moderators see these.
  bp(
    'New Loft on the Martil Corniche',
    'martil',
    'apartment',
    100,
    [3, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Balcony'],
    'A freshly renovated loft, open plan, with a balcony over the corniche.',
  ),
  bp(
    'Hillside Villa Project',
    'cabo',
    'house',
    380,
    [8, 4, 4],
    ['Wi-Fi', 'Pool', 'Garden', 'Parking'],
    'A large villa on the hill, photos of the finished rooms coming soon.',
  ),
  bp(
    'Student Room on University Drive',
    'college',
    'room',
    38,
    [1, 1, 1],
    ['Wi-Fi', 'Laundry'],
    'A simple room on University Drive, a short ride from campus.',
  ),
  bp(
    'Marina Berth Houseboat',
    'marina',
    'entire_home',
    200,
    [4, 2, 1],
    ['Wi-Fi', 'Kitchen'],
    'Sleep on the water in a houseboat moored in the marina.',
  ),
  bp(
    'Basement Shared Room',
    'college',
    'shared_room',
    35,
    [4, 1, 1],
    ['Wi-Fi'],
    'A basement room shared by four.',
  ),
  bp(
    'Fisherman Loft in Belyounech',
    'belyounech',
    'condo',
    80,
    [2, 1, 1],
    ['Wi-Fi', 'Kitchen', 'Balcony'],
    'A small loft above the harbour, awaiting its final inspection.',
  ),
];

/** Statuses of the blueprints above, in order: the first 30 approved, then pending and rejected ones. */
export const BLUEPRINT_STATUSES: string[] = PROPERTY_BLUEPRINTS.map((_, index) =>
  index < 30 ? 'approved' : ['pending', 'rejected', 'pending', 'pending', 'rejected', 'pending'][index - 30],
);

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Absolutely perfect stay, the photos do not do it justice.',
    'Spotless, beautifully furnished and the host thought of everything.',
    'Best view we have ever had from a rental. We will be back next summer.',
    'Great location and super responsive host. Highly recommended!',
    'Felt like home from the first minute. The kitchen had everything we needed.',
  ],
  4: [
    'Lovely place, just a little noisy on the weekend evenings.',
    'Very comfortable and clean; parking was a bit tight.',
    'Great value for the location. The Wi-Fi could be faster.',
    'Nice and quiet, close to everything. Would stay again.',
  ],
  3: [
    'Good location but the apartment needs some updating.',
    'Fine for a short stay; the air conditioning struggled in August.',
  ],
  2: ['The place was not as clean as we expected on arrival.'],
};

export const BOOKING_MESSAGES = [
  'Hi! We are a family of four visiting for a wedding. Is early check-in possible?',
  'Hello, I am coming for the fall semester orientation week.',
  'Looking forward to a quiet week by the sea.',
  'Could you tell me if there is a crib available?',
  'We will arrive late in the evening, around 10 pm.',
  '',
];
