import {
  CONTACT_EMAIL,
  LegalDocument,
  type LegalSection,
  LEGAL_LINK as LINK,
  LEGAL_LIST as LIST,
} from '@web/components/legal/legal-document';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

/* The Spanish text, its own file and chunk: an English page never downloads it (decision 062). */
const PrivacyPageEs = lazy(() =>
  import('./privacy.es').then((m) => ({ default: m.PrivacyPageEs })),
);

const SECTIONS: LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    body: (
      <>
        <p>
          CalmPath is a directory of sensory-friendly businesses with community reviews. This policy
          explains what information we collect, why we collect it, who can see it, and the choices
          you have. It applies to the CalmPath website and to every account on it.
        </p>
        <p>
          The short version: we collect only what we need to run the directory, we never sell your
          information, and we do not use advertising trackers.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3 className="pt-2 text-lg font-semibold text-ink">Your account</h3>
        <p>
          Your email address, your password (stored only in a scrambled, hashed form that we cannot
          read) and, if you give it, your full name.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Your profile</h3>
        <p>
          When you finish setting up your account you may tell us your ZIP code and the
          accommodations that matter to you, such as a quiet waiting area or visual schedules. We
          use them to make the directory more useful to you. We also keep the list of providers you
          save as favourites.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Your reviews</h3>
        <p>
          The reviews you write: ratings, the accommodations you experienced, comments, tags, any
          practitioner name you mention, and whether you confirmed you personally experienced the
          accommodations. If you attach proof of a visit, it is stored privately and is never
          published.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Business information</h3>
        <p>
          When a business applies or is nominated, we collect the listing details (name, category,
          address, phone, contact email, website and accommodations) and the consents given in the
          application.
        </p>
        <p>
          <strong>Verification documents are kept private.</strong> They are stored in private
          storage, never shown on the site, and can be viewed only by our moderators, through
          short-lived links that expire within minutes.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Technical information</h3>
        <p>
          Like any website, our servers receive basic technical details with each request, such as
          your IP address, browser type and the page requested. We use them to keep the service
          secure and working, for example to limit repeated failed sign-in attempts, and keep them
          only for a short time.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <>
        <ul className={LIST}>
          <li>to run CalmPath: search, favourites, reviews and business listings;</li>
          <li>
            to moderate reviews and verify businesses, and to keep a record of those decisions;
          </li>
          <li>
            to send emails you need, such as account confirmation and messages about a business
            verification;
          </li>
          <li>to protect CalmPath and its users from abuse, spam and fraud;</li>
          <li>to meet our legal obligations.</li>
        </ul>
        <p>We do not sell your information, rent it, or use it to build advertising profiles.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use a single <strong>session cookie</strong> to keep you signed in. It is strictly
          necessary for your account to work and is removed when you sign out or when it expires.
        </p>
        <p>
          We do not use advertising trackers, cross-site tracking cookies or social media pixels, so
          there is nothing to opt out of.
        </p>
      </>
    ),
  },
  {
    id: 'what-is-public',
    title: 'What other people can see',
    body: (
      <>
        <p>Visible to everyone:</p>
        <ul className={LIST}>
          <li>business listings and their badges;</li>
          <li>
            approved reviews, with their ratings, accommodations and tags, and the reviewer name
            shown with the review (currently the part of your email address before the “@”, so
            please choose an address you are comfortable sharing in this way);
          </li>
          <li>practitioner names from verified, positive reviews approved by our team.</li>
        </ul>
        <p>
          Never public: your email address, password, ZIP code, accommodation preferences,
          favourites, proof attached to reviews, and business verification documents. Businesses do
          not receive the contact details of people who review them.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>We share personal information only:</p>
        <ul className={LIST}>
          <li>
            with service providers that help us run CalmPath, such as hosting and email delivery,
            who may use it only to provide their service to us;
          </li>
          <li>when the law requires it, or to protect the safety of people using CalmPath;</li>
          <li>
            as part of a merger or transfer of CalmPath, in which case this policy continues to
            protect your information;
          </li>
          <li>with your permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep your account and profile for as long as your account is open. When you delete your
          account, we delete your account, profile, favourites and preferences, the reviews that
          were not published, and every proof you attached. Reviews that were already published stay
          on CalmPath as written by &ldquo;Anonymous&rdquo;, with nothing that links them to you.
        </p>
        <p>
          Verification documents are kept only as long as needed to make and record a verification
          decision. Moderation records are kept for as long as we need them to show how decisions
          were made. Some information may be kept longer where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>We protect your information with measures that include:</p>
        <ul className={LIST}>
          <li>encrypted connections (HTTPS) between your browser and CalmPath;</li>
          <li>passwords stored only as hashes;</li>
          <li>
            private storage for documents, viewed by moderators only through short-lived links;
          </li>
          <li>access limited by role, with every moderation action recorded.</li>
        </ul>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your information, we
          will tell you as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may ask us to:</p>
        <ul className={LIST}>
          <li>give you a copy of the personal information we hold about you;</li>
          <li>correct information that is wrong;</li>
          <li>delete your account and personal information;</li>
          <li>stop or limit a particular use of your information.</li>
        </ul>
        <p>
          You can do the first three yourself, signed in, from{' '}
          <Link to="/account" className={LINK}>
            Account settings
          </Link>
          : change your name, email and password, download a copy of your data, and delete your
          account. Your reviews and what happened to them are under{' '}
          <Link to="/my-reviews" className={LINK}>
            My reviews
          </Link>
          .
        </p>
        <p>
          For anything else, write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>{' '}
          from the email address on your account. We answer every request{' '}
          <strong>within 30 days</strong>. We may ask you to confirm your identity first, and we
          will never charge you for a reasonable request.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        CalmPath is not directed at people under 16, and our{' '}
        <Link to="/terms" className={LINK}>
          Terms of Service
        </Link>{' '}
        require everyone who uses it to be at least 13. We do not knowingly collect personal
        information from children under 13. If you believe a child has given us personal
        information, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page. For important
        changes we will give notice on the site or by email before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy? Write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
          {CONTACT_EMAIL}
        </a>
        . You can also read our{' '}
        <Link to="/terms" className={LINK}>
          Terms of Service
        </Link>{' '}
        and how we keep the community safe on our{' '}
        <Link to="/trust-and-safety" className={LINK}>
          Trust &amp; Safety
        </Link>{' '}
        page.
      </p>
    ),
  },
];

export function PrivacyPage() {
  if (pageLocale() === 'es')
    return (
      <Suspense fallback={null}>
        <PrivacyPageEs />
      </Suspense>
    );
  return (
    <LegalDocument
      id="privacy"
      title="Privacy Policy"
      intro="Families trust us with details about what helps them feel comfortable. We treat that information with care."
      sections={SECTIONS}
    />
  );
}
