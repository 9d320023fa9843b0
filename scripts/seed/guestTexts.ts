// What seeded guests write: review comments by rating and the notes of booking requests.

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
