import { en as accountScreensEn } from './accounts';
import { en as community } from './community';
import type { SiteCatalogue } from './ko';
import { en as shell } from './shell';
import { en as socialLink } from './socialLink';
import { en as serviceCentre } from './serviceCentre';
import { en as siteContent } from './siteContent';

/** English alternative of the site shell catalogue. */
export const en: SiteCatalogue = {
  brand: 'Statistics Analysis Service',
  skipToContent: 'Skip to content',
  menu: {
    label: 'Menu',
    about: 'About the service',
    statistics: 'Statistics',
    dataAnalysis: 'Data analysis',
    community: 'Community',
    inquiry: 'Contact us',
    openApi: 'Open API',
  },
  account: {
    login: 'Sign in',
    register: 'Sign up',
    myPage: 'My page',
    notices: 'Notice centre',
    logout: 'Sign out',
    greeting: 'Hi, {{name}}',
    dismiss: 'OK',
  },
  language: { label: 'Language', ko: '한국어', en: 'English' },
  footer: {
    company: 'About us',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    news: 'Company news',
    label: 'Site information',
    directions: 'Directions',
    certificates: 'Certificates and patents',
    customerService: 'Customer service',
    copyright: '© {{year}} Statistics Analysis Service. All rights reserved.',
  },
  home: {
    title: 'Upload your data, we do the statistics',
    lead: 'Upload CSV, Excel or SPSS files and get SPSS-matching results from descriptive statistics to regression, explained in plain language.',
    start: 'Start an analysis',
    audiences: {
      title: 'Made for',
      business: 'Business professionals and decision makers',
      businessText: 'Turn survey and sales data into decisions you can defend.',
      analyst: 'Data analysts',
      analystText: 'Run the analyses you repeat, quickly and exactly.',
      researcher: 'Researchers and academics',
      researcherText: 'Get APA-style results ready for your paper.',
    },
  },
  services: {
    title: 'Statistics services',
    lead: 'Choose a method. Upload a file, pick variables, and get results with an interpretation.',
    groups: { desc: 'Descriptive statistics' },
    descriptive: 'Descriptive statistics',
    descriptiveText: 'Mean, standard deviation, skewness and kurtosis, normality tests',
    open: 'Start',
    continue: {
      heading: 'Continue where you left off',
      analysis: 'Last analysis opened: {{analysis}}',
      dataset: 'Working dataset: {{dataset}}',
      link: 'Continue with {{analysis}}',
    },
  },
  accountScreens: accountScreensEn,
  register: { readTerms: 'Read the terms of service' },
  registerComplete: {
    title: 'Welcome aboard',
    text: 'Your analyses are now kept with your account. Start one right away.',
    start: 'Start an analysis',
    home: 'Go home',
  },
  preparing: {
    title: 'Coming soon',
    text: 'This service is being prepared.',
    home: 'Go home',
  },
  guest: { session: 'Using as a guest' },
  loading: 'Loading…',
  notFound: {
    title: 'Page not found',
    text: 'The address has changed or the page does not exist.',
    home: 'Go home',
  },
  shell,
  socialLink,
  serviceCentre,
  community,
  siteContent,
  error: {
    title: 'Oops! Something went wrong.',
    message: 'An error occurred while loading the page. Please try again later or contact support.',
    retry: 'Try again',
  },
};
