import { defineContent } from '../registry.js';
import type { InfoPage, ServicesInfoPage } from '../schemas/clinic-info-pages.js';

/** Where an info page's buttons lead; the web app turns each into its page or phone line. */
export const INFO_PAGE_ACTIONS = [
  'bookAppointment',
  /** The search form set to the vaccine category (the EVERYDAY_VACCINE flow of the scheduler configuration). */
  'bookVaccine',
  'findClinic',
  'clinicServices',
  'clinicBilling',
  'callClinic',
  'callPharmacy',
] as const;

const loadInfoPage = () => import('../schemas/clinic-info-pages.js').then((module) => module.InfoPageSchema);
const loadServicesInfoPage = () =>
  import('../schemas/clinic-info-pages.js').then((module) => module.ServicesInfoPageSchema);

const address = (name: string) => ({ schema: 'clinic-info-page', version: '1.0.0', dir: 'clinic', name });

export const clinicServicesPage = defineContent<ServicesInfoPage>(
  { ...address('services'), schema: 'clinic-services-page' },
  loadServicesInfoPage,
  {
    title: 'Clinic Services',
    description:
      'Sick visits, vaccines, physicals, health screenings and virtual visits at The Local Clinic, with self-pay prices.',
    intro:
      "Our nurse practitioners and physician assistants treat common illnesses and minor injuries, give vaccines, and do physicals and health screenings. Clinics are open Monday through Saturday, and many on Sundays too; each clinic's page shows its hours.",
    sections: [],
    prices: [
      { category: 'Illness & Injury', price: 'from $109' },
      { category: 'Vaccines', price: 'from $40' },
      { category: 'Travel Vaccines', price: 'from $99' },
      { category: 'Physicals', price: 'from $79' },
      { category: 'DOT Physicals', price: 'from $119' },
      { category: 'Health Screenings', price: 'from $39' },
      { category: 'Virtual Visit', price: 'from $69' },
    ],
    priceNote:
      'Self-pay prices before insurance. Most insurance plans are accepted, and many vaccines and the Medicare Annual Wellness Visit cost nothing with coverage.',
    actions: [
      { to: 'bookAppointment', label: 'Book an appointment' },
      { to: 'findClinic', label: 'Find a clinic' },
      { to: 'clinicBilling', label: 'Billing and insurance' },
    ],
  },
  ['es'],
);

export const clinicBillingPage = defineContent<InfoPage>(
  address('billing-insurance-payment'),
  loadInfoPage,
  {
    title: 'Billing, Insurance and Payment',
    description: 'Insurance plans The Local Clinic accepts, self-pay prices, and how to pay or ask about a bill.',
    intro:
      'We accept most major insurance plans, Medicare and many Medicaid plans. If you have no insurance, you pay a set self-pay price at the time of your visit.',
    sections: [
      {
        heading: 'Insurance',
        paragraphs: [
          'Bring your insurance card to every visit. We bill your plan for you; you pay your copay or coinsurance when you check in.',
        ],
        items: [
          'Most national and regional commercial plans',
          'Medicare Part B, including the Annual Wellness Visit',
          'Many state Medicaid and managed Medicaid plans',
          'Health savings (HSA) and flexible spending (FSA) cards',
        ],
      },
      {
        heading: 'Paying for your visit',
        paragraphs: [
          'We take credit and debit cards, HSA and FSA cards. Self-pay prices are listed on our services page and are the same at every clinic.',
        ],
        items: [],
      },
      {
        heading: 'Questions about a bill',
        paragraphs: [
          'Bills arrive by mail or email about 30 days after your visit, once your plan has paid its share. Call us with your bill in hand and we will help.',
        ],
        items: [],
      },
    ],
    actions: [
      { to: 'clinicServices', label: 'See services and prices' },
      { to: 'callClinic', label: 'Call about a bill' },
      { to: 'bookAppointment', label: 'Book an appointment' },
    ],
  },
  ['es'],
);

export const clinicSchedulePage = defineContent<InfoPage>(
  address('schedule-appointment'),
  loadInfoPage,
  {
    title: 'Schedule a Clinic Appointment',
    description: 'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online.',
    intro:
      'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online. Choose a time that suits you and skip the wait.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: [],
        items: [
          'Choose the care you need, your location and a date.',
          'Pick a clinic and a time that suits you.',
          'Tell us about the patient; it takes a few minutes.',
          'Get a confirmation code by email, and arrive 10 minutes early.',
        ],
      },
      {
        heading: 'Walk-ins are welcome',
        paragraphs: ['Most clinics also see walk-in patients. Check the current wait at your clinic before you come.'],
        items: [],
      },
    ],
    actions: [
      { to: 'bookAppointment', label: 'Find an appointment' },
      { to: 'findClinic', label: 'Find a clinic' },
      { to: 'callClinic', label: 'Call the clinic line' },
    ],
  },
  ['es'],
);

export const pharmacyVaccinationPage = defineContent<InfoPage>(
  address('pharmacy-guest-vaccination'),
  loadInfoPage,
  {
    title: 'Pharmacy Vaccination Appointments',
    description:
      'Flu, COVID-19 and other vaccines at the pharmacy counter, and how to book a vaccine online at The Local Clinic.',
    intro:
      'Our pharmacists give flu, COVID-19 and other routine vaccines to patients 3 years and older. Pharmacy vaccine appointments are not booked on this site: call the pharmacy, or ask at the pharmacy counter in your store. To book a vaccine online, book it at The Local Clinic, inside the same stores.',
    sections: [
      {
        heading: 'Vaccines at the pharmacy',
        paragraphs: [],
        items: ['Flu', 'COVID-19', 'Shingles', 'Pneumonia', 'Tdap'],
      },
      {
        heading: 'Book online at The Local Clinic',
        paragraphs: [
          'Choose the vaccines, a clinic and a time online. The clinic also sees younger children, gives travel vaccines, and can give a vaccine together with a visit.',
        ],
        items: [],
      },
    ],
    actions: [
      { to: 'bookVaccine', label: 'Book a vaccine at The Local Clinic' },
      { to: 'callPharmacy', label: 'Call the pharmacy' },
      { to: 'findClinic', label: 'Find a clinic' },
    ],
  },
  ['es'],
);

/** The clinic information pages, in the order the footer lists them. */
export const clinicInfoPagesContent = [
  clinicServicesPage,
  clinicBillingPage,
  clinicSchedulePage,
  pharmacyVaccinationPage,
];
