/** The demo logins printed at first start and listed in the README. */
export const DEMO_PASSWORD = 'Capstone1';

export const DEMO_ACCOUNTS = {
  student: { name: 'Sam Student', email: 'z5000001@ad.unsw.edu.au', zid: 'z5000001' },
  tutor: { name: 'Tara Tutor', email: 'z3000001@ad.unsw.edu.au', zid: 'z3000001' },
  courseAdmin: { name: 'Alex Admin', email: 'z3000002@ad.unsw.edu.au', zid: 'z3000002' },
  client: {
    name: 'Casey Client',
    email: 'client@demo.capstone.dev',
    phone: '0412345678',
    companyName: 'Acme Analytics',
    companyIndustry: 'Software',
    companyAbn: '12345678901',
    companyAddress: 'Sydney NSW',
    companyBrief: 'Data tools for small businesses.',
    contactHours: '9:00AM-5:00PM',
  },
} as const;

/** The demo course the seed builds around the demo logins (issue 4 §8). */
export const DEMO_COURSE = {
  code: 'COMP3900',
  name: 'Computer Science Project',
  description:
    'Capstone course: students form groups and build software for industry clients over one term.',
  termDates: {
    '1': '17-02-2025 to 30-04-2025',
    '2': '02-06-2025 to 15-08-2025',
    '3': '08-09-2025 to 10-12-2025',
  },
  subcourse: { name: '2025T1', term: 1, year: 2025 },
  tutorials: ['H12A', 'T13B', 'W09C'],
  studentsPerTutorial: 20,
} as const;

/** A second tutor, created by the seed through the tutor import. */
export const DEMO_SECOND_TUTOR = {
  firstName: 'Theo',
  lastName: 'Tutor',
  email: 'z3000003@ad.unsw.edu.au',
  zid: 'z3000003',
} as const;

/** Two more clients of the demo course: one verified, one waiting for verification. */
export const DEMO_EXTRA_CLIENTS = [
  {
    name: 'Val Verified',
    email: 'verified@demo.capstone.dev',
    phone: '0298765432',
    companyName: 'Harbour Robotics',
    companyIndustry: 'Robotics',
    companyAbn: '98765432109',
    companyAddress: 'Parramatta NSW',
    companyBrief: 'Warehouse automation.',
    contactHours: '8:30AM-4:30PM',
    isVerified: true,
  },
  {
    name: 'Uma Unverified',
    email: 'pending@demo.capstone.dev',
    phone: '0387654321',
    companyName: 'Koala Health',
    companyIndustry: 'Health',
    companyAbn: '11223344556',
    companyAddress: 'Melbourne VIC',
    companyBrief: 'Patient scheduling tools.',
    contactHours: '10:00AM-6:00PM',
    isVerified: false,
  },
] as const;
