/** The academy's public details: footer, payment dialog, certificates. */
export const ACADEMY = {
  name: 'Kalakriti Design Academy',
  shortName: 'Kalakriti',
  /** Pune's time: dates on certificates, orders and the admin's reports are Indian calendar days. */
  timeZone: 'Asia/Kolkata',
  phone: '+91 20 4860 2210',
  email: 'hello@kalakriti.academy',
  address: {
    line1: '3rd Floor, Sai Prestige, Fergusson College Road',
    line2: 'Shivajinagar, Pune, Maharashtra 411004',
  },
  social: {
    instagram: 'https://www.instagram.com/kalakriti.academy',
    youtube: 'https://www.youtube.com/@kalakriti.academy',
    linkedin: 'https://www.linkedin.com/company/kalakriti-design-academy',
    behance: 'https://www.behance.net/kalakriti-academy',
  },
} as const;
