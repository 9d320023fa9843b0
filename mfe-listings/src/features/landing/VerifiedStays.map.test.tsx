import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { drawMapsInJsdom } from '@stays/ui/map-testing';
import { type MockedResponse, mockQuery, renderWithProviders } from '@stays/platform/testing';
import { PAGE_SIZE } from '../listing';
import { listing } from '../../test/fixtures';
import { PropertyPageDocument, SearchMapPinsDocument } from '../../__generated__/graphql';
import { VerifiedStays } from './VerifiedStays';

const stays = [listing(1), listing(2)];
/** Their approximate points: Martil's beach and Cabo Negro. */
const points = [
  { latitude: 35.62, longitude: -5.27 },
  { latitude: 35.75, longitude: -5.33 },
];

const list = mockQuery(
  PropertyPageDocument,
  { sort: 'featured', withTotal: true, limit: PAGE_SIZE, offset: 0 },
  {
    searchProperties: {
      __typename: 'PropertyPage',
      items: stays,
      hasMore: false,
      nextOffset: null,
      total: stays.length,
    },
  },
);

const pinsAsked = jest.fn();
/** The map's pins query, counted each time the link is asked it. */
const pinsMock = mockQuery(
  SearchMapPinsDocument,
  {},
  {
    searchProperties: {
      __typename: 'PropertyPage',
      items: stays.map(({ id, title, pricePerNight, pricePerMonth }, index) => ({
        __typename: 'Property' as const,
        id,
        title,
        pricePerNight,
        pricePerMonth,
        ...points[index]!,
      })),
    },
  },
);
const countedPins: MockedResponse = {
  ...pinsMock,
  result: () => {
    pinsAsked();
    return pinsMock.result as FormattedExecutionResult;
  },
};

/** The screen's width: `wide` answers the kit's lg media query. */
function screenIs(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** An IntersectionObserver the test moves: `scrollNear()` brings every observed element near the screen. */
let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
function scrollNear() {
  act(() => {
    for (const { callback, targets } of observed)
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });
}

beforeEach(() => {
  drawMapsInJsdom();
  observed = [];
  pinsAsked.mockClear();
  window.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observed.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      observed = observed.filter((entry) => entry !== this.entry);
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe("the landing's all stays beside a map", () => {
  it('on a desktop: no map until the section comes near the screen, then the same pins, linked to the cards', async () => {
    screenIs(true);
    const { container } = renderWithProviders(<VerifiedStays />, { mocks: [list, countedPins] });
    expect(await screen.findByText('Sea View Apartment 1')).toBeInTheDocument();
    // Below the fold: neither the map's code nor its pins are asked for yet.
    expect(container.querySelector('[data-map-state]')).toBeNull();
    expect(pinsAsked).not.toHaveBeenCalled();
    scrollNear();
    // jsdom applies no media query: the map's side keeps the phone's display: none, so roles are read hidden.
    const pin = await screen.findByRole('button', { name: 'Sea View Apartment 2, $82', hidden: true });
    expect(pinsAsked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Map of the stays', hidden: true })).toBeInTheDocument();
    // The card under the pointer lights its pin, and the pin under the focus lights its card.
    fireEvent.mouseOver(screen.getByText('Sea View Apartment 2'));
    await waitFor(() => expect(pin.classList).toContain('is-active'));
    // A pin opens its small card, which links to the stay.
    fireEvent.click(pin);
    const open = await screen.findByRole('link', { name: 'Show this stay', hidden: true });
    expect(open.getAttribute('href')).toBe('/property/p2');
    // The phone's Map button is not part of the landing.
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
  });

  it('on a phone: the list alone, with no map code, pins or Map button, even once scrolled to', async () => {
    screenIs(false);
    const { container } = renderWithProviders(<VerifiedStays />, { mocks: [list, countedPins] });
    expect(await screen.findByText('Sea View Apartment 1')).toBeInTheDocument();
    scrollNear();
    expect(container.querySelector('[data-map-state]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
    expect(pinsAsked).not.toHaveBeenCalled();
  });
});
