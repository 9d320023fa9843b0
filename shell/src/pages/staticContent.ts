// Copy of the static information pages (SPEC 2 "Static information pages", SPEC 9 constants). Data, not
// components, so one StaticPage renders them all and the copy can be reviewed in one place.
import type { ShellPage } from '../routes/routeTable';

export interface StaticSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  table?: { columns: string[]; rows: string[][] };
}

export interface StaticPageContent {
  title: string;
  intro: string;
  updated?: string;
  sections: StaticSection[];
  actions?: Array<{ label: string; to: string }>;
}

export const staticPages: Record<Exclude<ShellPage, 'login'>, StaticPageContent> = {
  'help-center': {
    title: 'Help Center',
    intro: 'Answers to the questions guests, students and hosts ask most, and how to reach a person when you need one.',
    sections: [
      {
        heading: 'Frequently asked questions',
        items: [
          'How do I book a stay? Open a property, choose your dates and guests, and send a booking request. The host approves it.',
          'When am I charged? Your booking is a request until the host approves it.',
          'How long does a host application take? Applications are usually reviewed within 2-3 business days.',
          'Can I cancel? Yes: see Cancellation Options for the Flexible, Moderate and Strict policies.',
        ],
      },
      {
        heading: 'Support channels',
        items: ['Email support for general, booking, host, technical, billing and safety questions', 'Live chat (coming soon)', 'Emergency support 24/7'],
      },
      {
        heading: 'Support hours',
        items: ['Monday to Friday: 8AM-8PM', 'Saturday: 10AM-6PM', 'Sunday: 12PM-5PM', 'Emergency support: 24/7'],
      },
    ],
    actions: [{ label: 'Contact Us', to: '/contact-us' }],
  },
  'safety-information': {
    title: 'Safety and Information',
    intro: 'Every host is verified and every property reviewed before it appears on Stays.',
    sections: [
      { heading: 'Safety features', items: ['100% verified hosts', 'Properties reviewed by our staff before listing', 'Direct host messaging kept on the platform', 'Real-time booking notifications'] },
      { heading: 'Tips for a safe stay', items: ['Keep payments and messages on Stays', 'Check the listing photos, amenities and reviews', 'Share your trip details with someone you trust', 'Locate the exits and emergency equipment on arrival'] },
      { heading: 'Emergency contacts', items: ['Local emergency services: 112 (Morocco) or 911 (United States)', 'Stays emergency support: 24/7'] },
    ],
    actions: [{ label: 'Contact Support', to: '/contact-us' }],
  },
  'cancellation-options': {
    title: 'Cancellation Options',
    intro: 'Each property uses one of three policies. Refunds depend on how long before check-in you cancel.',
    sections: [
      {
        heading: 'Policies',
        table: {
          columns: ['Policy', 'Full refund (100%)', 'Partial refund (50%)', 'No refund (0%)'],
          rows: [
            ['Flexible', 'More than 24 hours before check-in', 'Less than 24 hours before check-in', 'During the stay'],
            ['Moderate', 'More than 5 days before check-in', '2-5 days before check-in', 'Less than 2 days before check-in'],
            ['Strict', 'More than 14 days before check-in', '7-14 days before check-in', 'Less than 7 days before check-in'],
          ],
        },
      },
      { heading: 'How to cancel', items: ['Open My Bookings', 'Choose the booking and select Cancel', 'Confirm; the refund follows the property policy'] },
      { heading: 'Special circumstances', paragraphs: ['Refunds take 5-10 business days. Service fees are non-refundable. Contact us about emergencies and extenuating circumstances.'] },
    ],
    actions: [
      { label: 'My Bookings', to: '/dashboard' },
      { label: 'Contact Us', to: '/contact-us' },
    ],
  },
  'contact-us': {
    title: 'Contact Us',
    intro: 'We are here to help with bookings, hosting, billing and anything else.',
    sections: [
      { heading: 'Departments', items: ['General', 'Booking', 'Host', 'Technical', 'Billing', 'Safety'] },
      { heading: 'Office hours', items: ['Monday to Friday: 8AM-8PM', 'Saturday: 10AM-6PM', 'Sunday: 12PM-5PM'] },
      { heading: 'Address', paragraphs: ['Stays Student Housing, College Station, TX'] },
    ],
  },
  'host-resources': {
    title: 'Host Resources',
    intro: 'Guides and tools to help you host with confidence.',
    sections: [
      { heading: 'Getting started', items: ['Write a clear title and description', 'Add bright photos of every room', 'Set a fair nightly price'] },
      { heading: 'What you get', items: ['Free marketing and verification', '24/7 host support', 'Real-time booking notifications', 'Revenue analytics', 'Guest communication tools'] },
    ],
    actions: [{ label: 'Become a Host', to: '/become-host' }],
  },
  'community-forum': {
    title: 'Community Forum',
    intro: 'Tips and stories from hosts and guests.',
    sections: [
      { heading: 'Popular topics', items: ['Best neighbourhoods near campus', 'Summer on the Tamuda Bay coast', 'First-time hosting checklist'] },
    ],
  },
  'campus-events': {
    title: 'Campus Events',
    intro: 'What is happening around campus this season.',
    sections: [{ heading: 'Upcoming', items: ['Welcome week housing fair', 'Roommate meet-up', 'Move-out and storage day'] }],
  },
  'student-guide': {
    title: 'Student Guide',
    intro: 'Everything you need to find and keep a great place while you study.',
    sections: [
      { heading: 'Housing Guide', items: ['Start looking early', 'Compare total monthly cost, not only rent', 'Read the cancellation policy'] },
      { heading: 'Campus Areas', items: ['Walkable neighbourhoods', 'Bus routes to campus', 'Quiet study-friendly streets'] },
      { heading: 'Budget Planning', items: ['Rent and utilities', 'Groceries and transport', 'A small emergency fund'] },
      { heading: 'Campus Resources', items: ['Student services', 'Health centre', 'Library and study spaces'] },
    ],
  },
  about: {
    title: 'About Stays',
    intro: 'Stays is a marketplace for verified short stays on the Moroccan Mediterranean coast (Cabo Negro, Martil, Tetouan Marina, Belyounech) and a student housing platform near campus.',
    sections: [
      { heading: 'By the numbers', items: ['200+ verified homes', '1000+ happy students', '4.9 average rating', '100% verified hosts'] },
    ],
    actions: [{ label: 'Start Your Journey', to: '/' }],
  },
  terms: {
    title: 'Terms of Service',
    intro: 'Please read these terms before using Stays.',
    updated: 'Last updated July 24, 2025',
    sections: [
      { heading: '1. Acceptance of terms', paragraphs: ['By using Stays you agree to these terms.'] },
      { heading: '2. Use licence', paragraphs: ['You may use Stays for personal, non-commercial purposes.'] },
      { heading: '3. Accounts', paragraphs: ['You are responsible for your account and for keeping your password secret.'] },
      { heading: '4. Booking and payments', paragraphs: ['A booking is a request until the host approves it. Prices are in US dollars per night.'] },
      { heading: '5. Host responsibilities', paragraphs: ['Hosts keep their listings accurate and their properties safe.'] },
      { heading: '6. Prohibited uses', paragraphs: ['No fraud, harassment, or use that breaks the law.'] },
      { heading: '7. Disclaimer', paragraphs: ['Stays is provided as is.'] },
      { heading: '8. Limitations', paragraphs: ['Stays is not liable for indirect damages.'] },
      { heading: '9. Governing law', paragraphs: ['These terms are governed by the laws of the State of Texas.'] },
      { heading: '10. Contact', paragraphs: ['Questions about these terms: Stays support, College Station, TX.'] },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How Stays collects, uses and protects your information.',
    updated: 'Last updated July 24, 2025',
    sections: [
      { heading: '1. Information we collect', paragraphs: ['Account details, bookings, messages and usage data.'] },
      { heading: '2. How we use it', paragraphs: ['To run bookings, keep the platform safe and improve it.'] },
      { heading: '3. Sharing', paragraphs: ['With hosts and guests as needed for a booking; never sold.'] },
      { heading: '4. Security', paragraphs: ['Passwords are hashed and sessions use secure cookies.'] },
      { heading: '5. Cookies', paragraphs: ['Used to keep you signed in and remember your language.'] },
      { heading: '6. Your rights', paragraphs: ['You can access, correct or delete your data.'] },
      { heading: '7. Retention', paragraphs: ['We keep data only as long as needed.'] },
      { heading: '8. International transfers', paragraphs: ['Data may be processed outside your country with safeguards.'] },
      { heading: '9. Children', paragraphs: ['Stays is not for children under 18.'] },
      { heading: '10. Changes', paragraphs: ['We will post changes on this page.'] },
      { heading: '11. Contact', paragraphs: ['Privacy questions: Stays support, College Station, TX.'] },
    ],
  },
};
