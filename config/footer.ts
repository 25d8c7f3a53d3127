/** The footer: legal pages, trust center, docs repository, support by email and by chat. */
import type {Footer} from '@docusaurus/theme-common';
import {COMPANY_NAME, COPYRIGHT_YEAR, SUPPORT_EMAIL, URLS} from '../src/constants';

/** The chat link is plain HTML so the sales-chat widget can take the click; without script it still leads somewhere useful. */
export const CHAT_LINK_ATTRIBUTE = 'data-argus-chat';

const chatLink = `<a class="footer__link-item" href="${URLS.marketing}/contact/" ${CHAT_LINK_ATTRIBUTE}>Chat with us</a>`;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Legal',
      items: [
        {label: 'Privacy Policy', to: '/privacy-policy/'},
        {label: 'Terms of Service', to: '/terms-of-service/'},
        {label: 'Data Processing Addendum', to: '/dpa/'},
        {label: 'Trust Center', href: URLS.trustCenter},
      ],
    },
    {
      title: 'Docs',
      items: [
        {label: 'Docs home', to: '/'},
        {label: 'Search the docs', to: '/search/'},
        {label: 'Edit these docs', href: URLS.docsRepository},
        {label: 'System status', href: URLS.status},
      ],
    },
    {
      title: 'Support',
      items: [
        {label: `Email ${SUPPORT_EMAIL}`, href: `mailto:${SUPPORT_EMAIL}`},
        {html: chatLink},
        {label: 'Dashboard', href: URLS.dashboard},
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME}.`,
} satisfies Footer;
