// Where each demo listing is: a point in its town, chosen by hand on the town's streets so that the title reads
// true (the Northgate studio in Northgate, the shared house a walk from Kyle Field, the houseboat in the marina's
// basin, the Kabila condo behind Kabila beach). Latitude and longitude in degrees, four decimals (about 10 m).
// Fixed, not drawn: the seed's random draws (reviews, stays) are the same with or without them.

export const BLUEPRINT_POINTS: Record<string, readonly [latitude: number, longitude: number]> = {
  // Cabo Negro: the residences and the golf on the headland's southern slope, above the beach.
  'Cliffside Villa with Infinity Pool': [35.678, -5.2905],
  'Sea-View Apartment above the Golf': [35.669, -5.2965],
  'Whitewashed Townhouse near the Cove': [35.6745, -5.289],
  'Garden Studio in Cabo Negro': [35.666, -5.293],
  'Entire Family Home with Sunset Terrace': [35.6712, -5.299],
  'Modern Condo at Kabila Beach': [35.7205, -5.3405],
  'Hillside Villa Project': [35.6765, -5.296],
  // Martil: the corniche, the streets behind it and the old town west of it.
  'Corniche Apartment Steps from the Sand': [35.6215, -5.2735],
  'Bright Beach Studio in Martil': [35.6178, -5.2748],
  'Family Townhouse with Rooftop': [35.6142, -5.279],
  'Cozy Private Room near the Beach': [35.6195, -5.2752],
  'Surf Hostel Shared Room': [35.624, -5.2745],
  'Seafront Condo with Pool': [35.6262, -5.274],
  'Riad-Style House in Old Martil': [35.616, -5.28],
  'New Loft on the Martil Corniche': [35.6205, -5.2738],
  // Tetouan Marina (Marina Smir): the quays and the residences behind them.
  'Marina Smir Luxury Apartment': [35.749, -5.3425],
  'Harbour View Condo': [35.7515, -5.342],
  'Penthouse over the Marina': [35.7475, -5.3435],
  'Quayside Studio': [35.7502, -5.3412],
  'Golf and Beach Townhouse': [35.742, -5.345],
  'Marina Berth Houseboat': [35.7501, -5.3396],
  // Belyounech: the village above its bay.
  'Fisherman House by the Bay': [35.9055, -5.3905],
  'Belyounech Eco Cabin': [35.901, -5.396],
  'Room with a View of Gibraltar': [35.9045, -5.393],
  'Rocky Cove Apartment': [35.906, -5.388],
  'Fisherman Loft in Belyounech': [35.905, -5.3915],
  // College Station: around the Texas A&M campus, Northgate, Southside, Wolf Pen Creek and Research Park.
  'Aggieland Student Apartment': [30.6105, -96.3268],
  'Northgate Studio for Students': [30.6236, -96.3438],
  'Shared House near Kyle Field': [30.6078, -96.3352],
  'Private Room in Graduate House': [30.6182, -96.327],
  'Campus-Side Townhouse': [30.6205, -96.331],
  'Wolf Pen Creek Condo': [30.6238, -96.3058],
  'Family House for Game Weekends': [30.5985, -96.315],
  'Bright Room near Research Park': [30.6035, -96.3585],
  'Student Room on University Drive': [30.6255, -96.333],
  'Basement Shared Room': [30.6148, -96.3215],
};
