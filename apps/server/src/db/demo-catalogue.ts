import type { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS } from '@academy/shared/catalogue';

/**
 * The demo store's catalogue: what `seedDemo` creates on an empty database. Pictures and videos
 * are in apps/server/seed/media (drawn by scripts/generate-demo-media.mjs; see its manifest.json).
 * Prices are rupees, as the admin form sends them.
 */

/** The lecture videos of seed/media/videos, by topic. */
export type DemoVideoKey = 'layers' | 'colour' | 'type' | 'grid' | 'pen' | 'motion';

export type DemoCourse = {
  banner: string;
  title: string;
  category: (typeof COURSE_CATEGORIES)[number];
  level: (typeof COURSE_LEVELS)[number];
  primaryLanguage: (typeof COURSE_LANGUAGES)[number];
  price: number;
  fakePrice: number;
  instructorName: string;
  welcomeMessage: string;
  /** Comma-separated: the course page shows one bullet per item, so no item has a comma. */
  objectives: string;
  description: string;
  lectures: { title: string; video: DemoVideoKey; freePreview?: boolean }[];
  /** Issue 30: what the course's project asks for; none without one. */
  projectBrief?: string;
};

export type DemoAsset = {
  previews: string;
  name: string;
  category: string;
  price: number;
  fakePrice: number;
  instructorName: string;
  subTitle: string;
  keyPoints: string;
  description: string;
  type: string;
  /** Megabytes, as text (the page adds 'MB'). */
  fileSize: string;
  format: string;
  dimensions: string;
  resolution: string;
  license: string;
};

const paragraphs = (...texts: string[]) => texts.join('\n\n');

/** Each demo instructor's line for the course page's instructor card. */
export const DEMO_INSTRUCTOR_HEADLINES: Record<string, string> = {
  'Ishaan Joshi': 'Retoucher and brand designer; twelve years of studio work for Pune agencies.',
  'Sneha Patwardhan': 'Illustrator for children’s books and packaging, and a Vector Day regular.',
  'Aditi Rao': 'Type designer working in Devanagari and Latin; co-drew two retail type families.',
  'Kabir Mehta': 'Brand strategist who has built identities for forty Indian start-ups.',
  'Neha Sawant': 'Product designer leading design systems at a Pune fintech.',
  'Tanvi Gokhale': 'Social media art director for regional fashion and food brands.',
  'Siddharth Nair': 'Independent designer who has run his own studio since 2015.',
  'Arjun Bhosale': 'Motion designer for broadcast idents and explainer films.',
  'Prajakta Shinde': 'Product photographer for D2C brands, shooting from a home studio.',
  'Rohan Deshmukh': 'Creative technologist who brings AI tools into agency workflows.',
  'Kavya Menon': 'Packaging designer for FMCG brands across South India.',
  'Farhan Shaikh': 'Documentary filmmaker whose phone-shot shorts have screened at festivals.',
};

export const DEMO_COURSES: DemoCourse[] = [
  {
    banner: 'photoshop-masterclass',
    title: 'Photoshop Masterclass: Compositing and Retouching',
    category: 'Graphic Design',
    level: 'Intermediate',
    primaryLanguage: 'English',
    price: 2499,
    fakePrice: 2999,
    instructorName: 'Ishaan Joshi',
    welcomeMessage:
      'Welcome! By the end of this course you will build believable composites and retouch portraits the way studios do, without destroying a single pixel.',
    objectives:
      'Work non-destructively with layers and masks, Make clean selections of hair and fabric, Match light and colour across photos, Retouch skin with frequency separation, Export files for print and social media',
    description: paragraphs(
      'Most Photoshop tutorials show you a trick. This course shows you a workflow: how professional retouchers and compositors in Mumbai and Pune studios organise a file so that every change can be undone, adjusted or handed over to a colleague.',
      'We start with layers, masks and smart objects, then move to selections that hold up around hair and fabric, matching light and colour between photos shot on different days, and natural skin retouching with frequency separation. Every lesson uses real project files: a product composite for a jewellery brand, a wedding portrait and a festive poster.',
      'You need Photoshop 2023 or newer and a basic familiarity with its tools. Each lecture ends with a short exercise, and the practice files are yours to keep.',
    ),
    lectures: [
      { title: 'Welcome and a tour of the workspace', video: 'layers', freePreview: true },
      { title: 'Layers, masks and smart objects', video: 'layers', freePreview: true },
      { title: 'Selections that survive hair and fabric', video: 'pen' },
      { title: 'Matching light and colour in a composite', video: 'colour' },
      { title: 'Frequency separation for natural skin', video: 'layers' },
      { title: 'Exporting for print and Instagram', video: 'grid' },
    ],
  },
  {
    banner: 'illustrator-from-zero',
    title: 'Adobe Illustrator from Zero',
    category: 'Graphic Design',
    level: 'Beginner',
    primaryLanguage: 'Hindi',
    price: 1499,
    fakePrice: 1499,
    instructorName: 'Sneha Patwardhan',
    welcomeMessage:
      'Namaste! Never opened Illustrator before? Perfect. We will go from an empty artboard to your first print-ready logo and poster, one tool at a time.',
    objectives:
      'Find your way around artboards and panels, Draw any shape with the pen tool, Use colour swatches and gradients, Work with type and outlines, Prepare print-ready PDFs',
    description: paragraphs(
      'Illustrator is where logos, icons, packaging and most print work begin, and its pen tool scares off more beginners than any other. This course is taught in Hindi, slowly and with plenty of repetition, so that the tools become second nature.',
      'You will learn artboards and the selection tools, shapes and the pathfinder, the pen tool (with a whole lecture of drills), colour swatches and gradients, type on a path, and finally how to hand a printer a file that comes back exactly as you designed it: bleed, CMYK and PDF/X.',
      'No drawing skill is needed. By the last lecture you will have redrawn a logo, designed a wedding invitation and built a set of icons.',
    ),
    lectures: [
      { title: 'Artboards, shapes and the selection tools', video: 'grid', freePreview: true },
      { title: 'The pen tool without tears', video: 'pen', freePreview: true },
      { title: 'Colour, swatches and gradients', video: 'colour' },
      { title: 'Type on a path and creating outlines', video: 'type' },
      { title: 'Print-ready files: bleed, CMYK and PDF', video: 'grid' },
    ],
  },
  {
    banner: 'typography-indian-scripts',
    title: 'Typography Essentials for Indian Scripts',
    category: 'Typography',
    level: 'Intermediate',
    primaryLanguage: 'English',
    price: 1999,
    fakePrice: 2499,
    instructorName: 'Aditi Rao',
    welcomeMessage:
      'Welcome! Good typography in India means setting more than one script on the same page. Let us learn to make Latin and Devanagari work together.',
    objectives:
      'Understand the anatomy of Latin and Devanagari letters, Pair Indian and Latin typefaces, Build a clear typographic hierarchy, Set comfortable Hindi and Marathi body text, Choose fonts with the right licence',
    description: paragraphs(
      'Bilingual menus, election posters, packaging and government forms: designers in India set two or three scripts side by side every day, and most typography courses ignore that completely.',
      'This course covers the anatomy of letters in Latin and Devanagari (the headline, the matra and the shirorekha), how to pair typefaces across scripts by weight, colour and x-height, how to build hierarchy with scale and rhythm, and how to set long Marathi and Hindi text so that it is easy to read on paper and on phones.',
      'We finish with a practical look at font licensing and at the free and paid Indian type foundries worth knowing.',
    ),
    projectBrief: paragraphs(
      'Design a bilingual type specimen: one typeface (or a pair) shown in Devanagari and Latin together.',
      'Hand in two to four pictures: the specimen as a poster, and a close-up of the two scripts side by side. Say in the description why the pair works (weight, colour, x-height) and where you would use it.',
    ),
    lectures: [
      { title: 'The anatomy of a letter, in Latin and Devanagari', video: 'type', freePreview: true },
      { title: 'Pairing Devanagari with Latin type', video: 'type' },
      { title: 'Hierarchy, scale and rhythm', video: 'grid' },
      { title: 'Setting Marathi and Hindi body text', video: 'type' },
    ],
  },
  {
    banner: 'brand-identity-design',
    title: 'Brand Identity Design',
    category: 'Digital Branding',
    level: 'Advance',
    primaryLanguage: 'English',
    price: 3999,
    fakePrice: 4999,
    instructorName: 'Kabir Mehta',
    welcomeMessage:
      'Welcome to the studio. In this course we take one real brief from the first client call to a finished identity and the guidelines that keep it consistent.',
    objectives:
      'Turn a client brief into a brand strategy, Sketch and construct a logo on a grid, Build a colour system that scales, Choose typography for a brand voice, Write brand guidelines clients actually use',
    description: paragraphs(
      'A logo is the smallest part of a brand identity. This course follows a complete project for a Pune tea company, from the discovery workshop and positioning to the logo, colour, typography, packaging and the guidelines document.',
      'You will see the messy middle that portfolios hide: the sketches that did not work, how to present three routes without confusing the client, how to handle feedback like "make the logo bigger", and how to price and schedule an identity project.',
      'This is an advanced course: you should already be comfortable in Illustrator and have a few design projects behind you.',
    ),
    projectBrief: paragraphs(
      'Build a small identity for a Pune business that has none: a logo, a colour palette, a type pairing and one application (a shop sign, a bag or a menu).',
      'Hand in up to eight pictures and, if you wrote one, your brand guidelines as a PDF.',
    ),
    lectures: [
      { title: 'From brief to brand strategy', video: 'grid', freePreview: true },
      { title: 'Logo sketching and construction grids', video: 'pen' },
      { title: 'Colour systems that scale', video: 'colour' },
      { title: 'Typography for a brand voice', video: 'type' },
      { title: 'Building the brand guidelines', video: 'grid' },
      { title: 'Presenting identity routes to the client', video: 'motion' },
    ],
  },
  {
    banner: 'ui-design-figma',
    title: 'UI Design with Figma',
    category: 'UI Design',
    level: 'Beginner',
    primaryLanguage: 'English',
    price: 2999,
    fakePrice: 2999,
    instructorName: 'Neha Sawant',
    welcomeMessage:
      'Hi! Together we will design a complete shopping app in Figma, from the first frame to a clickable prototype that developers can build from.',
    objectives:
      'Use frames and layout grids, Build layouts with auto layout, Create components with variants, Define colour and text styles, Prototype and hand off to developers',
    description: paragraphs(
      'Figma is the tool most Indian product teams hire for. In this course you design a complete mobile shopping app: home, product page, cart and a checkout that handles UPI, cards and cash on delivery.',
      'Along the way you learn frames and layout grids, auto layout, components and variants, colour and text styles, and a small design system you can reuse in your next project. The last lectures cover prototyping and the hand-off to developers with Dev Mode.',
      'The free Figma plan is all you need. No previous UI experience is assumed.',
    ),
    lectures: [
      { title: 'Frames, grids and auto layout', video: 'grid', freePreview: true },
      { title: 'Components and variants', video: 'layers' },
      { title: 'Colour and text styles', video: 'colour' },
      { title: 'Designing a checkout for Indian shoppers', video: 'grid' },
      { title: 'Prototyping and hand-off to developers', video: 'motion' },
    ],
  },
  {
    banner: 'social-media-creatives',
    title: 'Social Media Creatives that Convert',
    category: 'Social Media',
    level: 'Beginner',
    primaryLanguage: 'Marathi',
    price: 999,
    fakePrice: 1299,
    instructorName: 'Tanvi Gokhale',
    welcomeMessage:
      'Namaskar! This course is for anyone who designs posts for a shop, a brand or a client and wants them to be noticed and shared.',
    objectives:
      'Design posts that stop the scroll, Build reusable templates for posts and stories, Plan festive campaigns, Write short copy that sells, Read Instagram insights',
    description: paragraphs(
      'Taught in Marathi for small businesses and freelance designers across Maharashtra, this course is about creatives that earn clicks and orders, not only likes.',
      'We look at why some posts stop the scroll, then build a reusable set of templates for posts, stories and reel covers, and plan a full festive campaign for Diwali, Ganeshotsav and Gudi Padwa. You will also learn to write short copy that sells and to read Instagram insights to see what actually worked.',
      'Works with Canva, Photoshop or Figma: the principles are the same in each.',
    ),
    projectBrief: paragraphs(
      'Make a festive campaign for a local brand of your choice: six square posts that work as a set.',
      'Hand in the set as one grid picture and two posts at full size. Describe the brand, the offer and the one thing you want a scroller to do.',
    ),
    lectures: [
      { title: 'What makes people stop scrolling', video: 'colour', freePreview: true },
      { title: 'Templates for posts, stories and reel covers', video: 'grid' },
      { title: 'Festive campaigns: Diwali, Ganeshotsav and Gudi Padwa', video: 'layers' },
      { title: 'Reading Instagram insights', video: 'motion' },
    ],
  },
  {
    banner: 'freelancing-for-designers',
    title: 'Freelancing for Designers',
    category: 'Freelance',
    level: 'Beginner',
    primaryLanguage: 'Hindi',
    price: 499,
    fakePrice: 499,
    instructorName: 'Siddharth Nair',
    welcomeMessage:
      'Welcome! Good design is only half of freelancing. Let us sort out the other half: clients, pricing, contracts and getting paid.',
    objectives:
      'Find your first clients, Price your work with confidence, Write proposals and simple contracts, Handle GST and invoices, Get paid on time',
    description: paragraphs(
      'Nobody teaches designers how to run a small business. This short course, in Hindi, covers what eight years of freelancing from Pune taught our instructor, including the mistakes.',
      'You will learn where your first three clients come from, how to price a project in rupees (and when to charge by the hour), how to write a one-page proposal and a simple contract, when GST registration applies, how to invoice, and how to ask for an advance without feeling awkward.',
      'Templates for the proposal, contract and invoice are included with the course.',
    ),
    lectures: [
      { title: 'Finding your first three clients', video: 'grid', freePreview: true },
      { title: 'Pricing your work in rupees', video: 'colour', freePreview: true },
      { title: 'Proposals, contracts and advance payments', video: 'type' },
      { title: 'GST, invoices and getting paid on time', video: 'grid' },
    ],
  },
  {
    banner: 'motion-graphics-after-effects',
    title: 'Motion Graphics in After Effects',
    category: 'Animation',
    level: 'Intermediate',
    primaryLanguage: 'English',
    price: 4999,
    fakePrice: 5999,
    instructorName: 'Arjun Bhosale',
    welcomeMessage:
      'Welcome! Motion is what makes a brand feel alive. Let us learn to animate with intent: good timing, good easing and nothing that moves without a reason.',
    objectives:
      'Animate with keyframes and the timeline, Shape motion in the graph editor, Animate shape layers and trim paths, Create kinetic typography, Render for Instagram and YouTube',
    description: paragraphs(
      'After Effects can do almost anything, which is exactly why it is overwhelming. This course focuses on the small set of tools that motion designers use every day, and on the principles that make animation feel right.',
      'You will animate logos, icons and type with keyframes, shape the motion in the graph editor, build looping shape-layer animations with trim paths, create a kinetic typography piece for a product launch, and render for Instagram reels and YouTube.',
      'You should know Illustrator or Photoshop basics; no animation experience is needed.',
    ),
    lectures: [
      { title: 'Keyframes and the timeline', video: 'motion', freePreview: true },
      { title: 'Easing and the graph editor', video: 'motion' },
      { title: 'Shape layers and trim paths', video: 'pen' },
      { title: 'Kinetic typography', video: 'type' },
      { title: 'Rendering for Instagram and YouTube', video: 'grid' },
    ],
  },
  {
    banner: 'product-photography-home',
    title: 'Product Photography at Home',
    category: 'Photography',
    level: 'Beginner',
    primaryLanguage: 'Marathi',
    price: 1299,
    fakePrice: 1299,
    instructorName: 'Prajakta Shinde',
    welcomeMessage:
      'Namaskar! You do not need a studio for beautiful product photos. A window, a table and a few things from home are enough to start.',
    objectives:
      'Light products with one window, Build a tabletop studio on a budget, Style and compose product shots, Edit photos in Lightroom, Prepare images for online shops',
    description: paragraphs(
      'Home bakers, jewellers, artisans and small brands need good product photos for Instagram and online marketplaces. This Marathi course shows how to take them with a phone or an entry-level camera at home.',
      'You will learn to light with a single window, build a tabletop studio for under two thousand rupees, style and compose shots that sell, and edit them consistently in Lightroom Mobile or Classic.',
      'The last lecture covers image sizes and backgrounds for Amazon, Flipkart and your own website.',
    ),
    lectures: [
      { title: 'Light from one window', video: 'colour', freePreview: true },
      { title: 'A tabletop studio for under ₹2,000', video: 'grid' },
      { title: 'Styling and composition', video: 'layers' },
      { title: 'Editing product shots in Lightroom', video: 'colour' },
    ],
  },
  {
    banner: 'ai-tools-for-designers',
    title: 'AI Tools for Designers: Firefly, Midjourney and ChatGPT',
    category: 'Productivity',
    level: 'Beginner',
    primaryLanguage: 'Hindi',
    price: 799,
    fakePrice: 999,
    instructorName: 'Rohan Deshmukh',
    welcomeMessage:
      'Namaste! AI will not replace a good designer, but a designer who uses it well will finish the first draft by lunch. Let us learn where it helps and where it does not.',
    objectives:
      'Write prompts that give usable first drafts, Extend and clean up photos with Generative Fill, Brainstorm names and taglines with ChatGPT, Build moodboards in minutes, Know what you may and may not use commercially',
    description: paragraphs(
      'Clients in India now ask for three logo routes, ten social posts and a moodboard by tomorrow. This course, taught in Hindi, shows how working designers use AI tools to get the boring parts done faster, and keep the design decisions for themselves.',
      'We use Adobe Firefly and Photoshop Generative Fill to extend product photos and remove clutter, Midjourney for moodboards and texture ideas, and ChatGPT to draft briefs, names, taglines and client emails. Every lecture ends with the same check: what would you change before this goes to a client?',
      'We also cover the awkward questions honestly: licences, client consent, and why an AI draft of a Devanagari headline still needs a typographer.',
    ),
    lectures: [
      { title: 'Where AI helps a designer, and where it does not', video: 'grid', freePreview: true },
      { title: 'Prompting for moodboards and textures', video: 'colour' },
      { title: 'Generative Fill for product photos', video: 'layers' },
      { title: 'Briefs, names and taglines with ChatGPT', video: 'type' },
      { title: 'Licences, consent and presenting AI work to clients', video: 'grid' },
    ],
  },
  {
    banner: 'packaging-design-indian-brands',
    title: 'Packaging Design for Indian Brands',
    category: 'Digital Branding',
    level: 'Advance',
    primaryLanguage: 'English',
    price: 3499,
    fakePrice: 3499,
    instructorName: 'Kavya Menon',
    welcomeMessage:
      'Welcome! A box is a brand you can hold. In this course we take a mithai box from dieline to a printed sample that wins on a crowded kirana shelf.',
    objectives:
      'Read and build dielines for cartons and pouches, Design a pack family that stays recognisable, Set mandatory FSSAI and MRP text cleanly, Prepare files for offset and flexo printing, Present packaging with mockups that convince',
    description: paragraphs(
      'From mithai boxes and masala pouches to skincare cartons, packaging is where Indian brands spend the most on design and where mistakes cost the most: a wrong dieline or a missing MRP line means a whole print run in the bin.',
      'This course follows one project from start to finish: a festive mithai range for a Pune sweet shop. You will learn dielines and structures, building a pack family across sizes and flavours, the mandatory text (FSSAI, MRP, net weight, batch) and how to set it without spoiling the design, and how to talk to printers about spot colours, foils and embossing.',
      'You should already be comfortable in Illustrator. The course ends with a presentation lecture: how to show packaging to a client with mockups and shelf tests.',
    ),
    lectures: [
      { title: 'How a pack is read on the shelf', video: 'colour', freePreview: true },
      { title: 'Dielines, folds and structures', video: 'grid' },
      { title: 'A pack family across sizes and flavours', video: 'layers' },
      { title: 'FSSAI, MRP and the mandatory panel', video: 'type' },
      { title: 'Foils, spot colours and talking to printers', video: 'colour' },
      { title: 'Mockups and shelf tests for the client', video: 'motion' },
    ],
  },
  {
    banner: 'logo-design-sketch-to-symbol',
    title: 'Logo Design: From Sketch to Symbol',
    category: 'Digital Branding',
    level: 'Beginner',
    primaryLanguage: 'Marathi',
    price: 1799,
    fakePrice: 2199,
    instructorName: 'Ishaan Joshi',
    welcomeMessage:
      'Namaskar! A good logo starts on paper, not in software. In this course, taught in Marathi, we fill a sketchbook before we touch the pen tool.',
    objectives:
      'Turn a brief into a list of ideas worth sketching, Sketch marks monograms and wordmarks quickly, Construct a logo on a grid, Test a logo small and in one colour, Present three routes to a client',
    description: paragraphs(
      'Most first logos fail for the same reasons: they start in software, they say too much, and they fall apart at the size of a WhatsApp profile picture. This course, taught in Marathi, fixes all three.',
      'We start with the brief and a page of words, then sketch symbols, monograms (including Devanagari letters) and wordmarks. The best ideas move into Illustrator, where we construct them on a grid, refine the curves and test them at 16 pixels, in one colour and on a shop board.',
      'The last lecture is about presenting: three routes, the story behind each, and how to take feedback without starting again.',
    ),
    lectures: [
      { title: 'From brief to a page of words', video: 'type', freePreview: true },
      { title: 'Sketching symbols and monograms', video: 'pen', freePreview: true },
      { title: 'Constructing the mark on a grid', video: 'grid' },
      { title: 'Testing small, in one colour and on a shop board', video: 'colour' },
      { title: 'Presenting three routes to the client', video: 'motion' },
    ],
  },
  {
    banner: 'documentary-on-a-smartphone',
    title: 'Documentary Filmmaking on a Smartphone',
    category: 'Documentry',
    level: 'Beginner',
    primaryLanguage: 'Hindi',
    price: 1199,
    fakePrice: 1199,
    instructorName: 'Farhan Shaikh',
    welcomeMessage:
      'Namaste! The phone in your pocket can film a documentary worth watching. We will plan, shoot, record sound and edit a short film about a craftsperson in your own city.',
    objectives:
      'Find a story and plan a short documentary, Shoot steady and well-lit footage on a phone, Record clean interview sound, Edit a story in CapCut or Premiere Rush, Add Hindi and English subtitles',
    description: paragraphs(
      'Brands, NGOs and YouTube channels all want short documentaries, and most of them are now shot on phones. This course, taught in Hindi, walks you through a complete five-minute film about a craftsperson: a potter in Kumbharwada, a weaver, a sign painter.',
      'You will plan the story before you shoot, film steady and well-lit footage with a phone and a cheap tripod, record clean interview sound with a ₹1,500 lavalier microphone, and edit the film into a story with a beginning, middle and end. We finish with subtitles in Hindi and English and exporting for YouTube and Instagram.',
    ),
    lectures: [
      { title: 'Finding a story worth five minutes', video: 'motion', freePreview: true },
      { title: 'Shooting steady, well-lit footage on a phone', video: 'colour' },
      { title: 'Interview sound with a lavalier microphone', video: 'grid' },
      { title: 'Editing the story in CapCut', video: 'motion' },
      { title: 'Subtitles and exporting for YouTube', video: 'type' },
    ],
  },
];

export const DEMO_ASSETS: DemoAsset[] = [
  {
    previews: 'peshwa-serif-display',
    name: 'Peshwa Serif Display Font',
    category: 'Fonts',
    price: 799,
    fakePrice: 999,
    instructorName: 'Aditi Rao',
    subTitle: 'A courtly display serif for headlines, packaging and wedding stationery',
    keyPoints:
      'Four weights with matching italics, Latin Extended with the ₹ sign, OpenType ligatures and alternates, Desktop and web fonts included',
    description: paragraphs(
      'Peshwa Serif takes its swing from the carved lettering of old Pune wadas: high contrast, sharp wedge serifs and generous curves that look best set large.',
      'Use it for mastheads, wedding invitations, restaurant menus and premium packaging. The family comes with four weights, matching italics, discretionary ligatures and alternate swash capitals.',
    ),
    type: 'Font',
    fileSize: '3.8',
    format: 'OTF, TTF, WOFF2',
    dimensions: '',
    resolution: '',
    license: 'Commercial licence: unlimited personal and client projects',
  },
  {
    previews: 'deccan-grotesk-family',
    name: 'Deccan Grotesk Font Family',
    category: 'Fonts',
    price: 1199,
    fakePrice: 1499,
    instructorName: 'Aditi Rao',
    subTitle: 'A sturdy grotesk in nine weights for interfaces, signage and branding',
    keyPoints:
      'Nine weights from Thin to Black, Variable font included, Tabular figures for prices and tables, Tuned for small sizes on screens',
    description: paragraphs(
      'Deccan Grotesk is a workhorse sans serif with open shapes and a large x-height, drawn to stay readable on phone screens and on shop signs seen from across the road.',
      'It includes nine weights, a variable font, tabular figures for price lists and a full set of arrows and symbols for interfaces.',
    ),
    type: 'Font family',
    fileSize: '6.4',
    format: 'OTF, TTF, WOFF2, variable TTF',
    dimensions: '',
    resolution: '',
    license: 'Commercial licence: desktop, web and apps up to 10,000 users',
  },
  {
    previews: 'monsoon-lightroom-presets',
    name: 'Monsoon Moody Lightroom Presets',
    category: 'Preset',
    price: 599,
    fakePrice: 599,
    instructorName: 'Prajakta Shinde',
    subTitle: '20 presets for rainy-season greens, soft fog and warm skin tones',
    keyPoints:
      '20 desktop and mobile presets, Works on RAW and JPEG, Keeps skin tones natural, Step-by-step install guide',
    description: paragraphs(
      'Shot in the Sahyadris during the monsoon, these presets bring out deep greens, soft fog and moody skies without turning skin tones grey.',
      'Each preset is built from basic panel adjustments and colour grading only, so they are easy to tweak. Includes versions for Lightroom Classic, Lightroom CC and the free Lightroom Mobile app.',
    ),
    type: 'Lightroom preset',
    fileSize: '12',
    format: 'XMP, DNG (mobile)',
    dimensions: '',
    resolution: 'Any; works on RAW and JPEG',
    license: 'Personal and commercial use',
  },
  {
    previews: 'film-grain-actions',
    name: 'Film Grain Photoshop Actions',
    category: 'Action file',
    price: 699,
    fakePrice: 899,
    instructorName: 'Ishaan Joshi',
    subTitle: '24 one-click actions for grain, light leaks and faded film looks',
    keyPoints:
      '24 actions in one set, Non-destructive and fully layered, Grain that scales with image size, Works in Photoshop CC 2020 and newer',
    description: paragraphs(
      'Give digital photos the texture of 35 mm film. The set includes fine and coarse grain, warm and cool light leaks, dust and scratches, faded blacks and halation glow.',
      'Every action builds named layers and adjustment layers, so you can lower the opacity, mask or change anything after it runs.',
    ),
    type: 'Photoshop action',
    fileSize: '18',
    format: 'ATN',
    dimensions: '',
    resolution: 'Any; best at 2000 px and above',
    license: 'Personal and commercial use',
  },
  {
    previews: 'gold-chrome-layer-styles',
    name: 'Gold and Chrome Layer Styles',
    category: 'Layer style',
    price: 499,
    fakePrice: 499,
    instructorName: 'Ishaan Joshi',
    subTitle: 'Metallic text effects for festive posters, invitations and logos',
    keyPoints:
      '30 metallic layer styles, One-click gold leaf and rose gold looks, Brushed chrome and ember finishes, Fully editable on live text',
    description: paragraphs(
      'Festive posters and wedding invitations in India love a metallic finish. These layer styles give you convincing gold leaf, rose gold, brushed chrome and ember effects in a single click.',
      'They work on live text and shapes, so you can keep editing the words after applying a style. Patterns and gradients are included in the download.',
    ),
    type: 'Photoshop layer style',
    fileSize: '9.5',
    format: 'ASL, PAT',
    dimensions: '',
    resolution: '',
    license: 'Personal and commercial use',
  },
  {
    previews: 'diwali-social-media-kit',
    name: 'Diwali Social Media Kit',
    category: 'Psd files',
    price: 899,
    fakePrice: 1199,
    instructorName: 'Tanvi Gokhale',
    subTitle: '40 editable post and story templates for Diwali sales and greetings',
    keyPoints:
      '40 layered PSD templates, Square posts plus stories and reel covers, Smart objects for your photos, Free fonts only',
    description: paragraphs(
      'Everything a shop or brand needs for the Diwali season: greeting posts, sale announcements, countdown stories and reel covers in a warm festive palette.',
      'Every template is fully layered with smart objects for your photos and uses only free fonts, so anyone on your team can edit it.',
    ),
    type: 'Photoshop template',
    fileSize: '148',
    format: 'PSD',
    dimensions: '1080x1080, 1080x1350, 1080x1920',
    resolution: '72 ppi',
    license: 'Commercial use for your own or client brands',
  },
  {
    previews: 'rangoli-png-elements',
    name: 'Hand-drawn Rangoli PNG Elements',
    category: 'Png',
    price: 399,
    fakePrice: 399,
    instructorName: 'Sneha Patwardhan',
    subTitle: '60 transparent rangoli and floral elements, ready to drop into any design',
    keyPoints:
      '60 transparent PNG files, 4000 px and 300 ppi, Colour and line-art versions, Great for festive and wedding designs',
    description: paragraphs(
      'Rangoli patterns, diyas, marigold garlands and floral corners, drawn by hand and cleaned up as high-resolution transparent PNG files.',
      'Each element comes in a full-colour and a line-art version, so it suits both bright festive posters and elegant invitations.',
    ),
    type: 'PNG elements',
    fileSize: '86',
    format: 'PNG (transparent)',
    dimensions: '4000x4000 px',
    resolution: '300 ppi',
    license: 'Personal and commercial use',
  },
  {
    previews: 'brand-guidelines-template',
    name: 'Brand Guidelines Template',
    category: 'Designs',
    price: 1499,
    fakePrice: 1999,
    instructorName: 'Kabir Mehta',
    subTitle: 'A 48-page guidelines document you can fill in for any client',
    keyPoints:
      '48 editable pages, Logo usage and clear-space pages, Colour and typography sections, Written guidance on every page',
    description: paragraphs(
      'The template our instructor uses for real identity projects: logo usage, clear space, colour in print and on screen, typography, imagery, social media and stationery.',
      'Every page has short written guidance on what to put there, so you can hand clients a professional document even on your first branding project.',
    ),
    type: 'Template',
    fileSize: '64',
    format: 'AI, INDD, PDF',
    dimensions: 'A4 landscape, 48 pages',
    resolution: 'Vector',
    license: 'Commercial use for unlimited client projects',
  },
  {
    previews: 'font-palette-combinations',
    name: 'Font and Palette Combinations Pack',
    category: 'Combinations',
    price: 699,
    fakePrice: 699,
    instructorName: 'Neha Sawant',
    subTitle: '40 ready-made font pairings with matching colour palettes',
    keyPoints:
      '40 font pairings with free fonts, Matching five-colour palettes, Swatches for Adobe and Figma, Print-friendly reference PDF',
    description: paragraphs(
      'Stop scrolling through font menus. Each combination pairs a headline and a body font (all free) with a tested five-colour palette and an example layout.',
      'Import the palettes as Adobe swatches or Figma styles and start designing in minutes.',
    ),
    type: 'Style guide',
    fileSize: '22',
    format: 'PDF, ASE, Figma',
    dimensions: '',
    resolution: '',
    license: 'Personal and commercial use',
  },
  {
    previews: 'print-ready-checklist',
    name: 'Print-ready Checklist',
    category: 'Pdf',
    price: 199,
    fakePrice: 199,
    instructorName: 'Sneha Patwardhan',
    subTitle: 'Twelve pages that save you from expensive reprints',
    keyPoints:
      'Bleed and trim explained, CMYK and rich black, Image resolution and fonts, Printer hand-off checklist',
    description: paragraphs(
      'A short, practical checklist to run through before sending any file to a printer: bleed, trim and safe area, CMYK and rich black, image resolution, fonts, overprint and proofs.',
      'Written after years of talking to printers on Appa Balwant Chowk, with the questions they will ask you.',
    ),
    type: 'Checklist',
    fileSize: '2.1',
    format: 'PDF',
    dimensions: 'A4, 12 pages',
    resolution: '',
    license: 'Personal use',
  },
  {
    previews: 'freelance-pricing-handbook',
    name: 'Freelance Pricing Handbook for Indian Designers',
    category: 'Ebook',
    price: 349,
    fakePrice: 449,
    instructorName: 'Siddharth Nair',
    subTitle: 'How to price, quote and get paid as a freelance designer in India',
    keyPoints:
      '86 pages in plain language, Worked examples in rupees, Proposal and invoice templates, GST basics for freelancers',
    description: paragraphs(
      'How much should a logo cost in Pune? When should you charge by the hour? This handbook answers the questions every freelance designer in India asks, with worked examples in rupees.',
      'It covers finding your hourly floor, project and retainer pricing, writing proposals, GST basics, invoices and the polite art of saying no.',
    ),
    type: 'Ebook',
    fileSize: '5.6',
    format: 'PDF, EPUB',
    dimensions: '86 pages',
    resolution: '',
    license: 'Personal use',
  },
  {
    previews: 'free-poster-phone-mockups',
    name: 'Poster and Phone Mockups Starter',
    category: 'Free',
    price: 0,
    fakePrice: 0,
    instructorName: 'Neha Sawant',
    subTitle: 'Two free smart-object mockups to present your work beautifully',
    keyPoints:
      'Poster on a wall and a phone screen, Smart objects: paste and save, 4500x3000 px, Free for commercial use',
    description: paragraphs(
      'A free starter pack with two of our most used mockups: a framed poster on a wall and a phone screen. Double-click the smart object, paste your design and save.',
      'Perfect for portfolios, client presentations and social media.',
    ),
    type: 'Mockup',
    fileSize: '74',
    format: 'PSD (smart objects)',
    dimensions: '4500x3000 px',
    resolution: '300 ppi',
    license: 'Free for personal and commercial use',
  },
  {
    previews: 'sahyadri-devanagari-display',
    name: 'Sahyadri Display Free Font',
    category: 'Fonts',
    price: 0,
    fakePrice: 0,
    instructorName: 'Aditi Rao',
    subTitle: 'A bold display face for Marathi and Hindi headlines, free for everyone',
    keyPoints:
      'Devanagari and Latin in one font, Two weights: Bold and Black, Made for posters and festival banners, Free for personal and commercial use',
    description: paragraphs(
      'Sahyadri is a bold display face drawn for the banners that go up before every Ganeshotsav and election: wide, confident letters that stay readable from across the road, in Devanagari and Latin.',
      'We made it free so that students and small print shops have at least one well-drawn Marathi headline font. Use it on posters, reel covers and shop boards; the licence is in the download.',
    ),
    type: 'Font',
    fileSize: '1.2',
    format: 'OTF, TTF',
    dimensions: '',
    resolution: '',
    license: 'SIL Open Font License: free for personal and commercial use',
  },
  {
    previews: 'wedding-invitation-psd',
    name: 'Shubh Vivah Wedding Invitation PSD Suite',
    category: 'Psd files',
    price: 1299,
    fakePrice: 1599,
    instructorName: 'Neha Sawant',
    subTitle: 'Invitation card, envelope and a save-the-date story, ready to print and share',
    keyPoints:
      'Card 5x7 in with 3 mm bleed, Envelope and WhatsApp story included, Layered and named PSD with smart objects, Works with free fonts only',
    description: paragraphs(
      'A complete wedding invitation suite in the Pune style: a printed card with a marigold motif, a matching envelope and a save-the-date story for WhatsApp and Instagram.',
      'Every text layer is editable and uses free fonts, so the files open on any computer. The card comes print-ready in CMYK with 3 mm bleed; the story is 1080x1920 in RGB.',
    ),
    type: 'PSD template',
    fileSize: '96',
    format: 'PSD',
    dimensions: '5x7 in, 1080x1920 px',
    resolution: '300 ppi',
    license: 'Commercial licence: use for your clients, do not resell the files',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two demo coupons, valid for a year from `now`, both on the home page's banner. */
export function demoCoupons(now: Date) {
  const expirationDate = new Date(now.getTime() + 365 * DAY_MS);
  return [
    {
      code: 'WELCOME10',
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 500,
      minPurchaseAmount: 0,
      applicableTo: 'all',
      expirationDate,
      showOnBanner: true,
    },
    {
      code: 'ASSETS200',
      discountType: 'fixed',
      discountValue: 200,
      minPurchaseAmount: 999,
      applicableTo: 'digitalAsset',
      expirationDate,
      showOnBanner: true,
    },
  ] as const;
}

/** Two lines of WebVTT, over the first and second half of a 9-second demo video. */
const twoCues = (first: string, second: string) =>
  `WEBVTT\n\n00:00:00.000 --> 00:00:04.500\n${first}\n\n00:00:04.500 --> 00:00:09.000\n${second}\n`;

/**
 * The demo lectures' captions (issue 28), by video: what each short video shows, in English and
 * Hindi, and in Marathi for the type video (the Indian-scripts course is taught from Pune).
 */
export const DEMO_CAPTIONS: Record<DemoVideoKey, Partial<Record<'en' | 'hi' | 'mr', string>>> = {
  layers: {
    en: twoCues('Each layer sits on the one below it.', 'A mask hides part of a layer without erasing it.'),
    hi: twoCues('हर लेयर अपने नीचे वाली लेयर के ऊपर रहती है।', 'मास्क लेयर का हिस्सा मिटाए बिना छिपा देता है।'),
  },
  colour: {
    en: twoCues('Start from one colour you love.', 'Pick its neighbours and one contrast to match.'),
    hi: twoCues('अपने पसंदीदा एक रंग से शुरुआत करें।', 'उसके पास के रंग और एक विरोधी रंग चुनें।'),
  },
  type: {
    en: twoCues(
      'Size and weight make the order of reading.',
      'The heading first, then the text, then the notes.',
    ),
    hi: twoCues('आकार और मोटाई से पढ़ने का क्रम बनता है।', 'पहले शीर्षक, फिर पाठ, फिर टिप्पणियाँ।'),
    mr: twoCues('आकार आणि जाडी वाचनाचा क्रम ठरवतात.', 'आधी शीर्षक, मग मजकूर, मग टिपा.'),
  },
  grid: {
    en: twoCues('A grid gives every page the same columns.', 'Align to it, and the layout holds together.'),
    hi: twoCues('ग्रिड हर पेज को एक जैसे कॉलम देता है।', 'उसके साथ संरेखित करें, और लेआउट सधा रहता है।'),
  },
  pen: {
    en: twoCues('The pen tool draws with anchor points.', 'Drag a handle to bend the curve.'),
    hi: twoCues('पेन टूल एंकर पॉइंट से रेखा बनाता है।', 'कर्व मोड़ने के लिए हैंडल खींचें।'),
  },
  motion: {
    en: twoCues('Timing is how long a move takes.', 'Easing is how it speeds up and slows down.'),
    hi: twoCues('टाइमिंग बताती है कि हलचल में कितना समय लगता है।', 'ईज़िंग बताती है कि वह कैसे तेज़ और धीमी होती है।'),
  },
};

/**
 * The demo students who made the projects and wrote the reviews below: accounts nobody can sign
 * in to (each has a random password nobody keeps), under a domain that never takes mail. Most are
 * from Maharashtra, as the academy's students are; a few from elsewhere in India.
 */
export type DemoStudent = { name: string; email: string };

const demoStudent = (name: string): DemoStudent => ({
  name,
  email: `${name.toLowerCase().split(' ').join('.')}@students.kalakriti.test`,
});

export const DEMO_STUDENTS = {
  riya: demoStudent('Riya Kale'),
  omkar: demoStudent('Omkar Jadhav'),
  tanaya: demoStudent('Tanaya Bhide'),
  shruti: demoStudent('Shruti Apte'),
  kunal: demoStudent('Kunal Wagh'),
  pranav: demoStudent('Pranav Gaikwad'),
  mrunal: demoStudent('Mrunal Chavan'),
  vaishnavi: demoStudent('Vaishnavi Pawar'),
  aniket: demoStudent('Aniket More'),
  ananya: demoStudent('Ananya Iyer'),
  devansh: demoStudent('Devansh Agarwal'),
  fatima: demoStudent('Fatima Qureshi'),
} as const satisfies Record<string, DemoStudent>;

/**
 * Demo students' approved projects (issue 30), so a course page's gallery shows what students
 * made. Their pictures are drawn from seed/media like the rest; the students cannot sign in.
 */
export type DemoProject = {
  course: string;
  student: DemoStudent;
  title: string;
  description: string;
  /** Files of seed/media/assets. */
  pictures: string[];
  feedback: string;
  /** When it was approved, half a day after it was handed in: both after the course was published. */
  daysAgo: number;
};

export const DEMO_PROJECTS: DemoProject[] = [
  {
    course: 'Typography Essentials for Indian Scripts',
    student: DEMO_STUDENTS.riya,
    title: 'Sahyadri: a specimen for Marathi signage',
    description: paragraphs(
      'A specimen poster for a display face meant for shop signs in Pune: big Latin caps above, Devanagari below, on the teal of old Deccan Queen coaches.',
      'I matched the Devanagari headline height to the Latin cap height so both lines read as one weight from across the street.',
    ),
    pictures: ['sahyadri-devanagari-display-1.webp', 'sahyadri-devanagari-display-2.webp'],
    feedback:
      'The matched heights work: the two scripts read as one family. Next time, try the specimen at phone size too.',
    daysAgo: 0.9,
  },
  {
    course: 'Typography Essentials for Indian Scripts',
    student: DEMO_STUDENTS.omkar,
    title: 'Peshwa Serif in three weights',
    description:
      'A serif for wedding cards and book covers, shown as a poster, a weight ladder and a paragraph of Marathi body text.',
    pictures: ['peshwa-serif-display-1.webp', 'peshwa-serif-display-2.webp', 'peshwa-serif-display-3.webp'],
    feedback: 'Lovely contrast between the weights, and the body text sets comfortably. Approved.',
    daysAgo: 1.3,
  },
  {
    course: 'Social Media Creatives that Convert',
    student: DEMO_STUDENTS.tanaya,
    title: 'Diwali week for a Tulsi Baug sweet shop',
    description:
      'Six posts for a family sweet shop: one offer per day of Diwali week, each a colour from the shop’s own boxes, with the marigold as the one repeated mark.',
    pictures: ['diwali-social-media-kit-1.webp', 'diwali-social-media-kit-2.webp'],
    feedback: 'A set that holds together and a clear offer on every post. Well done.',
    daysAgo: 2,
  },
];

/**
 * The demo store's verified reviews (issue 30), so product pages and catalogue cards show what
 * students thought. Each is by a demo student the seed gives the product to, dated `daysAgo`
 * before the seed (a fraction is a time of day), after the product's publication: the first demo
 * course and asset are published on the seed's day, each next one a day earlier. Ratings as a
 * real store gets them: mostly 4 and 5, a few 3, one 2, and the academy answers the critical ones.
 */
export type DemoReview = {
  /** A demo course's title or a demo asset's name. */
  product: { course: string } | { asset: string };
  student: DemoStudent;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  daysAgo: number;
  /** The academy's answer, written after the review (`daysAgo` smaller than the review's). */
  reply?: { text: string; daysAgo: number };
};

const S = DEMO_STUDENTS;

export const DEMO_REVIEWS: DemoReview[] = [
  // Typography Essentials for Indian Scripts: published 2 days before the seed.
  {
    product: { course: 'Typography Essentials for Indian Scripts' },
    student: S.riya,
    rating: 5,
    text: paragraphs(
      'The lecture on pairing Devanagari with Latin was exactly what I needed for my specimen project. Aditi explains why the shirorekha makes Devanagari look heavier at the same point size, and after that, matching the Devanagari headline to the Latin cap height simply made sense.',
      'The anatomy lecture is worth watching twice: I finally know what to call the matra and the headline when I talk to a type designer.',
    ),
    daysAgo: 1.7,
  },
  {
    product: { course: 'Typography Essentials for Indian Scripts' },
    student: S.omkar,
    rating: 4,
    text: 'Clear and practical. The body text lecture explained why my Marathi paragraphs always looked cramped: the matras need more leading than Latin does. I would have liked a lecture on numerals and tables in Devanagari, but for setting Marathi and English together it covers everything I use at work.',
    daysAgo: 0.8,
  },
  {
    product: { course: 'Typography Essentials for Indian Scripts' },
    student: S.ananya,
    rating: 4,
    text: 'I design bilingual packaging in Bengaluru, so I was hoping for a little Kannada too. Still, the way Aditi pairs scripts by weight, colour and x-height works for any script, and the font licensing part stopped us from using a typeface we had no licence for.',
    daysAgo: 0.3,
  },

  // Brand Identity Design: published 3 days before the seed.
  {
    product: { course: 'Brand Identity Design' },
    student: S.shruti,
    rating: 5,
    text: 'Worth every rupee. Most branding courses show the final logo; this one walks through the whole tea company project, including the sketches that did not work and why. The lecture on presenting three routes changed how I run client meetings, and I have reused the structure of the guidelines document for a bakery in Kothrud.',
    daysAgo: 2.6,
  },
  {
    product: { course: 'Brand Identity Design' },
    student: S.devansh,
    rating: 4,
    text: 'Very strong on strategy and on presenting to clients. The colour systems lecture could go deeper into how a palette behaves in print and on screen, and pricing an identity project is covered quickly. Still the most honest branding course I have taken.',
    daysAgo: 1.9,
  },
  {
    product: { course: 'Brand Identity Design' },
    student: S.kunal,
    rating: 5,
    text: 'The construction grid lecture alone was worth it. I redrew my own studio logo on a grid afterwards and the curves finally look deliberate instead of lucky. It is an advanced course, as it says: come with your Illustrator basics sorted.',
    daysAgo: 0.7,
  },

  // UI Design with Figma: published 4 days before the seed.
  {
    product: { course: 'UI Design with Figma' },
    student: S.ananya,
    rating: 5,
    text: 'I am moving from print to product design and this was the right first step. Auto layout clicked in the first lecture, and the checkout lecture with UPI, cards and cash on delivery is something no international course covers. The shopping app is now the case study in my portfolio.',
    daysAgo: 3.6,
  },
  {
    product: { course: 'UI Design with Figma' },
    student: S.pranav,
    rating: 4,
    text: 'Good pace for a complete beginner, and the free Figma plan really is enough. The components and variants lecture moves fast; I watched it twice. A Figma file of the finished app to compare with my own would make it perfect.',
    daysAgo: 2.8,
  },
  {
    product: { course: 'UI Design with Figma' },
    student: S.mrunal,
    rating: 5,
    text: 'Neha teaches like someone who has handed files to real developers. The prototyping and hand-off lecture with Dev Mode was the best part: the developer at my office actually thanked me for naming my layers.',
    daysAgo: 1.3,
  },
  {
    product: { course: 'UI Design with Figma' },
    student: S.fatima,
    rating: 4,
    text: 'Clear, well structured and practical. I would have liked a short section on accessibility, colour contrast and tap target sizes especially, but the colour and text styles we set up became the start of the design system I now use at work.',
    daysAgo: 0.4,
  },

  // Social Media Creatives that Convert: published 5 days before the seed.
  {
    product: { course: 'Social Media Creatives that Convert' },
    student: S.aniket,
    rating: 3,
    text: 'Good basics, but a bit too basic if you already design posts every day. The templates and the festive calendar are useful; the Instagram insights lecture is short and says little about reels. Fine for beginners and shop owners, less so for working designers.',
    daysAgo: 4.3,
    reply: {
      text: 'Thank you, Aniket. You are right that the insights lecture stops at the basics. We are recording a longer one on reading reels insights, and everyone enrolled will get it at no cost.',
      daysAgo: 3.6,
    },
  },
  {
    product: { course: 'Social Media Creatives that Convert' },
    student: S.vaishnavi,
    rating: 4,
    text: 'कोर्स मराठीत असल्यामुळे सगळं लगेच समजलं. पोस्ट, स्टोरी आणि रील कव्हरचे टेम्पलेट्स खूप उपयोगी आहेत, आणि गुढीपाडव्याच्या कॅम्पेनची तयारी आधीच झाली. Instagram insights चा भाग थोडा अजून सविस्तर हवा होता.',
    daysAgo: 3.2,
  },
  {
    product: { course: 'Social Media Creatives that Convert' },
    student: S.tanaya,
    rating: 5,
    text: 'I made my Diwali week campaign for a Tulsi Baug sweet shop with what this course teaches, and the owner still uses the templates. Tanvi explains in simple Marathi why one post gets saved and another is scrolled past. The festive campaigns lecture is gold for anyone working with local shops.',
    daysAgo: 1.8,
  },

  // Freelancing for Designers: published 6 days before the seed.
  {
    product: { course: 'Freelancing for Designers' },
    student: S.kunal,
    rating: 5,
    text: 'For ₹499 this is the best money I have spent on my career. After the lecture on advance payments I asked a Nagpur client for 50% up front and he simply agreed. The one-page proposal template is now the first page of every quote I send.',
    daysAgo: 5.2,
  },
  {
    product: { course: 'Freelancing for Designers' },
    student: S.shruti,
    rating: 5,
    text: 'Siddharth is honest about his own mistakes, which makes the advice believable. The GST lecture finally cleared up when I actually need to register. Short, in simple Hindi, and practical.',
    daysAgo: 3.4,
  },
  {
    product: { course: 'Freelancing for Designers' },
    student: S.fatima,
    rating: 2,
    text: 'Too basic for me. I have been freelancing for three years and most of it was things I already knew; the lecture on finding clients is mostly about asking friends, family and former colleagues. It would suit a student about to take their first project, not someone who already has clients.',
    daysAgo: 1.1,
    reply: {
      text: 'Thank you for the honest review, Fatima. The course is written for the first year of freelancing, and the course page should say so more plainly: we are changing it. Working freelancers get more from the Freelance Pricing Handbook, which goes into retainers and raising your rates.',
      daysAgo: 0.6,
    },
  },

  // Product Photography at Home: published 8 days before the seed.
  {
    product: { course: 'Product Photography at Home' },
    student: S.vaishnavi,
    rating: 5,
    text: 'माझी आई कोल्हापुरी चपला ऑनलाइन विकते, आणि आमचे फोटो नेहमी अंधारलेले आणि पिवळसर यायचे. एका खिडकीच्या उजेडावरचं लेक्चर पाहिल्यावर आता आम्ही सकाळी डायनिंग टेबलवर, पांढऱ्या थर्माकोलचा रिफ्लेक्टर लावून फोटो काढतो. ऑर्डर्स वाढल्या आहेत!',
    daysAgo: 7.1,
  },
  {
    product: { course: 'Product Photography at Home' },
    student: S.mrunal,
    rating: 4,
    text: 'Practical and cheap: my whole tabletop studio cost about ₹1,600. The Lightroom lecture is quick and I had to pause it often, but the styling and composition ideas work even with a phone camera.',
    daysAgo: 5.6,
  },
  {
    product: { course: 'Product Photography at Home' },
    student: S.tanaya,
    rating: 5,
    text: 'I shot the mithai boxes for my Diwali posts with one window and a white chart paper, exactly as shown, and they look better than the shop’s old studio photos. The lecture on image sizes for Amazon and Flipkart saved me a lot of rejected uploads.',
    daysAgo: 2.5,
  },

  // AI Tools for Designers: published 9 days before the seed.
  {
    product: { course: 'AI Tools for Designers: Firefly, Midjourney and ChatGPT' },
    student: S.devansh,
    rating: 4,
    text: 'बहुत काम का कोर्स। Generative Fill से प्रोडक्ट फ़ोटो का बैकग्राउंड बढ़ाना अब मिनटों का काम है, और ChatGPT से ब्रीफ़ लिखने वाला हिस्सा क्लाइंट के ईमेल में भी काम आता है। Midjourney वाला लेक्चर थोड़ा छोटा लगा।',
    daysAgo: 8.3,
  },
  {
    product: { course: 'AI Tools for Designers: Firefly, Midjourney and ChatGPT' },
    student: S.riya,
    rating: 3,
    text: 'Useful for moodboards and for cleaning up product photos, and I like that every lecture ends with what you would change before a client sees it. But these tools change every month, and some of the Firefly screens already look different from the videos. The licences lecture is the part I will keep coming back to.',
    daysAgo: 6.2,
    reply: {
      text: 'Thank you, Riya. We record again the lectures whose screens have changed: the Firefly ones are next, and the new versions will replace the old ones in your course.',
      daysAgo: 5.1,
    },
  },
  {
    product: { course: 'AI Tools for Designers: Firefly, Midjourney and ChatGPT' },
    student: S.ananya,
    rating: 5,
    text: 'I expected hype and got a designer’s course. Rohan is clear about where AI helps (moodboards, extending photos, first drafts of names and taglines) and where it does not, like a Devanagari headline that still needs a typographer. My Hindi is basic, but the English captions made it easy to follow.',
    daysAgo: 2.1,
  },

  // Logo Design: From Sketch to Symbol: published 11 days before the seed.
  {
    product: { course: 'Logo Design: From Sketch to Symbol' },
    student: S.omkar,
    rating: 5,
    text: 'I used to open Illustrator first and wonder why my logos looked like clip art. Filling a page of words and thumbnails before touching the pen tool changed that. The Devanagari monogram exercise was my favourite: my initials now sit on my visiting card, and they still read at 16 pixels.',
    daysAgo: 10.1,
  },
  {
    product: { course: 'Logo Design: From Sketch to Symbol' },
    student: S.vaishnavi,
    rating: 4,
    text: 'स्केचबुकपासून सुरुवात करायची ही पद्धत खूप आवडली. लोगो 16 पिक्सेलवर आणि एकाच रंगात तपासण्याची टीप प्रत्येक डिझायनरने लक्षात ठेवावी. फक्त ग्रिडवरचं लेक्चर थोडं घाईत संपल्यासारखं वाटलं.',
    daysAgo: 6.7,
  },

  // Documentary Filmmaking on a Smartphone: published 12 days before the seed.
  {
    product: { course: 'Documentary Filmmaking on a Smartphone' },
    student: S.fatima,
    rating: 5,
    text: 'I made a five-minute film about a bangle maker in Laad Bazaar with my phone, a ₹1,500 lavalier microphone and a cheap tripod. The interview sound lecture made the difference: you can finally hear her over the bazaar. Finding the story before shooting saved me hours of footage I would never have used.',
    daysAgo: 11.2,
  },
  {
    product: { course: 'Documentary Filmmaking on a Smartphone' },
    student: S.pranav,
    rating: 4,
    text: 'Good structure: story, shooting, sound, edit and subtitles, in that order. I filmed a sign painter in Nashik for my first short. The CapCut lecture is fine, but Premiere Rush is only mentioned; a lecture on it would help those of us who edit on a laptop.',
    daysAgo: 7.5,
  },

  // Diwali Social Media Kit: published 5 days before the seed.
  {
    product: { asset: 'Diwali Social Media Kit' },
    student: S.tanaya,
    rating: 5,
    text: 'Saved me days of work. The smart objects make swapping in a client’s mithai photos quick, and because it uses only free fonts, the shop owner’s nephew could change the prices himself.',
    daysAgo: 4.0,
  },
  {
    product: { asset: 'Diwali Social Media Kit' },
    student: S.aniket,
    rating: 4,
    text: 'Well layered and properly named, which is rare in template packs. A few of the 40 templates are close to each other, but the story and reel cover sizes are right and the warm palette works for both sale posts and greetings.',
    daysAgo: 2.9,
  },

  // Print-ready Checklist: published 9 days before the seed.
  {
    product: { asset: 'Print-ready Checklist' },
    student: S.mrunal,
    rating: 5,
    text: 'Twelve pages I now go through before every print job. The rich black section explained why my black text came back muddy from the printer last year. For ₹199 it has already paid for itself.',
    daysAgo: 8.2,
  },
  {
    product: { asset: 'Print-ready Checklist' },
    student: S.omkar,
    rating: 4,
    text: 'Short and to the point; the printer hand-off page is stuck next to my monitor. I would add a page on paper stocks and GSM, which is the first thing the press near my office asks about.',
    daysAgo: 4.6,
  },

  // Freelance Pricing Handbook for Indian Designers: published 10 days before the seed.
  {
    product: { asset: 'Freelance Pricing Handbook for Indian Designers' },
    student: S.kunal,
    rating: 5,
    text: 'Finding my hourly floor was an eye-opener: I was charging less than my rent and software cost me. The worked examples in rupees make it feel written for Indian freelancers, not translated from an American book.',
    daysAgo: 9.1,
  },
  {
    product: { asset: 'Freelance Pricing Handbook for Indian Designers' },
    student: S.devansh,
    rating: 3,
    text: 'Good for the first year of freelancing, and the chapter on retainers is the most useful part. Some of it repeats what I already knew from client work, and the tables in the EPUB break on my phone; the PDF is fine.',
    daysAgo: 5.3,
    reply: {
      text: 'Thank you, Devansh. We are fixing the tables in the EPUB, and the corrected file will replace the old one in your purchases. Until then the PDF has them right.',
      daysAgo: 4.4,
    },
  },

  // Sahyadri Display Free Font: published 12 days before the seed.
  {
    product: { asset: 'Sahyadri Display Free Font' },
    student: S.pranav,
    rating: 4,
    text: 'Great for Ganeshotsav banners: our mandal used it on this year’s flex and it read clearly from across the road. The Latin is a little less lively than the Devanagari, but for a free font I have no complaints.',
    daysAgo: 6.1,
  },
  {
    product: { asset: 'Sahyadri Display Free Font' },
    student: S.riya,
    rating: 5,
    text: 'Finally a free Marathi display face that does not look like a default system font. I used it for my specimen project, and both the Bold and the Black hold up on a phone screen as well as on a shop board. Thank you for making it free.',
    daysAgo: 2.4,
  },
];
