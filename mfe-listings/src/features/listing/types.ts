// The Property shape the listing screens read from the graph (docs/contracts.md).

export interface ListingHost {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  role?: string | null;
}

export interface ListingProperty {
  id: string;
  title: string;
  location: string;
  pricePerNight: number;
  maxGuests: number;
  rating?: number | null;
  status: string;
  propertyType: string;
  amenities: string[];
  images: string[];
  createdAt: string;
  host?: ListingHost | null;
}
