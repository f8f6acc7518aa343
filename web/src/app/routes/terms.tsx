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
const TermsPageEs = lazy(() => import('./terms.es').then((m) => ({ default: m.TermsPageEs })));

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <>
        <p>
          CalmPath is a directory of sensory-friendly businesses with community reviews about the
          sensory experience. It helps families, caregivers and community members find places where
          autistic and sensory-sensitive people can feel comfortable, and it helps businesses show
          what they offer.
        </p>
        <p>
          By creating an account, writing a review, listing a business or otherwise using CalmPath,
          you agree to these Terms of Service and to our{' '}
          <Link to="/privacy" className={LINK}>
            Privacy Policy
          </Link>
          . If you do not agree, please do not use CalmPath.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use CalmPath',
    body: (
      <>
        <p>
          You must be <strong>13 years of age or older</strong> to use CalmPath. If you are under
          the age of majority where you live, you may use CalmPath only with the involvement of a
          parent or guardian who has read and agreed to these terms.
        </p>
        <p>
          If you use CalmPath on behalf of a business or other organisation, you confirm that you
          are allowed to accept these terms on its behalf.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and user types',
    body: (
      <>
        <p>CalmPath has two types of users, each with its own kind of account.</p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Individual users</h3>
        <p>
          Individual users are caregivers, parents and community members. With an individual account
          you can search providers, save favourites and write reviews with sensory feedback. Anyone,
          with or without an account, may search the directory and nominate a business that is not
          listed yet.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Businesses</h3>
        <p>
          Businesses (we also call them providers) apply to be listed, may upload verification
          documents to earn a Verified Provider badge, and manage their profile once they have a
          business account. A business account is created through a personal link we send after a
          listing has been reviewed; it is separate from the individual sign-up.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Keeping your account safe</h3>
        <ul className={LIST}>
          <li>Give accurate information and keep it up to date.</li>
          <li>Keep your password private. You are responsible for activity under your account.</li>
          <li>
            Tell us at{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
              {CONTACT_EMAIL}
            </a>{' '}
            if you think someone else has used your account.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews and community content',
    body: (
      <>
        <p>
          Reviews on CalmPath describe the sensory experience of a visit: noise level, lighting,
          staff flexibility, sensory tools and predictable transitions, along with which listed
          accommodations you actually found. When you write a review, you agree that:
        </p>
        <ul className={LIST}>
          <li>it describes your own first-hand experience, or that of the person you care for;</li>
          <li>it is honest, and you have no conflict of interest;</li>
          <li>
            you do not review your own business, a business you work for, or a competitor, and you
            do not accept payment or other rewards for a review;
          </li>
          <li>
            you do not include other people’s private information, such as home addresses, phone
            numbers or health details of someone other than yourself or the person you care for.
          </li>
        </ul>
        <h3 className="pt-2 text-lg font-semibold text-ink">Moderation</h3>
        <p>
          Every review is checked before it is published, so a new review is first shown to you as
          pending. We do not remove or reject reviews because they are negative or because a
          business disagrees with them. We do reject or remove content that is abusive, spam,
          misleading, off-topic, unlawful, or that breaks these terms. Every moderation decision is
          recorded. Our{' '}
          <Link to="/trust-and-safety" className={LINK}>
            Trust &amp; Safety
          </Link>{' '}
          page explains how reviews, badges and moderation work.
        </p>
        <p>
          Practitioner names you mention are highlighted publicly only when they come from verified,
          positive reviews and after our team has approved them.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Your rights in your content</h3>
        <p>
          You keep ownership of what you write. By posting it, you give CalmPath a worldwide,
          non-exclusive, royalty-free licence to host, display, and format it as part of the service
          for as long as it remains on CalmPath. Proof documents you attach to a review are never
          published.
        </p>
      </>
    ),
  },
  {
    id: 'business-listings',
    title: 'Business listings and verification',
    body: (
      <>
        <p>
          Businesses may list themselves, and anyone may nominate a business. Every listing is
          reviewed by our team before it appears in search. If you manage a listing, you agree that:
        </p>
        <ul className={LIST}>
          <li>
            the details you give (name, category, location, contact information and accommodations)
            are accurate, and you will keep them up to date;
          </li>
          <li>
            you list only accommodations your business really offers, so families can plan their
            visit with confidence;
          </li>
          <li>the verification documents you upload are genuine and belong to your business;</li>
          <li>
            you will not offer rewards for reviews, ask for negative reviews of others, or try to
            have honest reviews removed.
          </li>
        </ul>
        <p>
          The Verified Provider badge means our team checked your documents, such as a state
          professional license, a business registration or EIN letter, or accreditation from a
          recognised body. It is not an endorsement, a guarantee of quality or a promise that a
          place suits every person. We may ask for more documents, decline a verification, or remove
          a listing that breaks these terms.
        </p>
        <p>
          Paid promotion (Premium and Enhanced) changes where a listing appears in search results
          and adds a label. It never changes reviews, ratings or verification status.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>To keep CalmPath calm and useful for everyone, you must not:</p>
        <ul className={LIST}>
          <li>harass, threaten, shame or discriminate against anyone;</li>
          <li>impersonate another person or business, or misrepresent your connection to one;</li>
          <li>post spam, advertising, or false or misleading information;</li>
          <li>upload forged documents, malware or content you have no right to share;</li>
          <li>
            collect other users’ personal information, or copy the directory in bulk by automated
            means;
          </li>
          <li>
            probe, overload or get around the security of CalmPath, or access accounts or areas that
            are not yours.
          </li>
        </ul>
        <p>
          We may remove content and suspend or close accounts that break these rules. Where we can,
          we will tell you why.
        </p>
      </>
    ),
  },
  {
    id: 'no-medical-advice',
    title: 'No medical advice',
    body: (
      <>
        <p>
          CalmPath is not a healthcare provider. Listings and reviews come from businesses and
          community members and are shared for general information only. Nothing on CalmPath is
          medical, therapeutic, diagnostic or other professional advice, and it does not replace the
          judgement of a qualified professional who knows the person involved.
        </p>
        <p>
          Sensory needs differ from person to person. Please check directly with a business before
          you visit, and in an emergency call your local emergency number.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Businesses and other websites',
    body: (
      <p>
        CalmPath helps you find businesses but is not a party to anything you arrange with them.
        Each business is responsible for its own services, prices and conduct. Links to other
        websites are provided for convenience; we do not control those sites and are not responsible
        for their content or practices.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          We work hard to keep CalmPath accurate and available, but the service is provided “as is”
          and “as available”. To the fullest extent the law allows, we make no warranties, express
          or implied, about the accuracy of listings or reviews, or that the service will be
          uninterrupted or error-free.
        </p>
        <p>
          To the fullest extent the law allows, CalmPath and its team are not liable for indirect,
          incidental, special or consequential damages, or for any loss arising from your dealings
          with a business you found through CalmPath. Our total liability for any claim relating to
          the service is limited to the greater of the amount you paid us in the twelve months
          before the claim, or US$100.
        </p>
        <p>
          Nothing in these terms limits any rights you have under consumer protection laws that
          cannot be waived by contract.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use of CalmPath',
    body: (
      <p>
        You may stop using CalmPath and ask us to delete your account at any time. We may suspend or
        close an account that breaks these terms or puts other people at risk. Sections that by
        their nature should continue (such as the licence for published content, disclaimers and
        limitation of liability) still apply after an account is closed.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as CalmPath grows. When we do, we will change the date at the top
        of this page, and for important changes we will give notice on the site or by email before
        they take effect. If you keep using CalmPath after the changes take effect, you accept the
        updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
          {CONTACT_EMAIL}
        </a>
        . To learn how we handle your information, read our{' '}
        <Link to="/privacy" className={LINK}>
          Privacy Policy
        </Link>
        ; to learn how badges and moderation work, visit{' '}
        <Link to="/trust-and-safety" className={LINK}>
          Trust &amp; Safety
        </Link>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  if (pageLocale() === 'es')
    return (
      <Suspense fallback={null}>
        <TermsPageEs />
      </Suspense>
    );
  return (
    <LegalDocument
      id="terms"
      title="Terms of Service"
      intro="These terms explain how CalmPath works, what we expect from the people and businesses who use it, and what you can expect from us. We have tried to keep them plain and short."
      sections={SECTIONS}
    />
  );
}
