/*
 * The demo store's bundles (issue 31): each a course with the assets it uses, below what they
 * cost one by one. Named by the demo catalogue's titles and names (demo-catalogue.ts).
 */

export type DemoBundle = {
  title: string;
  description: string;
  courses: string[];
  assets: string[];
  /** Rupees. */
  price: number;
};

export const DEMO_BUNDLES: DemoBundle[] = [
  {
    title: 'Brand Identity Starter Kit',
    description:
      'The Brand Identity Design course with the guidelines template and the font and palette pairings it works from: everything to take a client from brief to brand book.',
    courses: ['Brand Identity Design'],
    assets: ['Brand Guidelines Template', 'Font and Palette Combinations Pack'],
    price: 4499,
  },
  {
    title: 'Photoshop Retouching Kit',
    description:
      'Compositing and retouching in the Photoshop Masterclass, with the film grain actions and metallic layer styles used in its projects.',
    courses: ['Photoshop Masterclass: Compositing and Retouching'],
    assets: ['Film Grain Photoshop Actions', 'Gold and Chrome Layer Styles'],
    price: 2799,
  },
  {
    title: 'Festive Social Media Kit',
    description:
      'Social Media Creatives that Convert, with a ready Diwali kit and hand-drawn rangoli elements for the festive season.',
    courses: ['Social Media Creatives that Convert'],
    assets: ['Diwali Social Media Kit', 'Hand-drawn Rangoli PNG Elements'],
    price: 1699,
  },
];
