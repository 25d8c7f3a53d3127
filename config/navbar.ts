/** The navbar: logo and title, marketing links, search on the right. The colour-mode toggle is built in. */
import type {Navbar} from '@docusaurus/theme-common';
import {LEARN_LINKS, PRODUCT_NAME, SOLUTIONS_LINKS, URLS} from '../src/constants';

export const navbar = {
  title: `${PRODUCT_NAME} Docs`,
  logo: {
    alt: `${PRODUCT_NAME} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 28,
    height: 28,
  },
  hideOnScroll: true,
  items: [
    {label: 'Product', href: URLS.product, position: 'left'},
    {
      type: 'dropdown',
      label: 'Solutions',
      position: 'left',
      items: SOLUTIONS_LINKS.map(({label, href}) => ({label, href})),
    },
    {
      type: 'dropdown',
      label: 'Learn',
      position: 'left',
      items: LEARN_LINKS.map(({label, href}) => ({label, href})),
    },
    {label: 'Pricing', href: URLS.pricing, position: 'left'},
    {type: 'search', position: 'right'},
  ],
} satisfies Partial<Navbar>;
