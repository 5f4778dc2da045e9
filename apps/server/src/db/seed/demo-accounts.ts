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
