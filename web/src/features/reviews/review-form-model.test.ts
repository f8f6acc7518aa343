import { PROOF_MAX_BYTES } from '@common/contracts/limits';
import { SubmitReviewBody } from '@common/contracts/reviews';
import { UPLOAD_MESSAGES } from '@common/messages/business';
import { RATING_MESSAGES, REVIEW_MESSAGES } from '@common/messages/review';
import { describe, expect, it } from 'vitest';
import {
  businessProblem,
  checkProofFile,
  detailsProblem,
  emptyReviewForm,
  toSubmitBody,
} from './review-form-model';

const business = { id: 7, name: 'Quiet Dental', category: 'Dentist', location: 'Austin, TX' };

describe('checkProofFile', () => {
  it('accepts a PDF, JPG, JPEG or PNG of at most 5MB', () => {
    expect(checkProofFile({ name: 'receipt.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(checkProofFile({ name: 'photo.JPG', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(checkProofFile({ name: 'photo.jpeg', size: 10, type: '' })).toBeNull();
    expect(checkProofFile({ name: 'a.png', size: PROOF_MAX_BYTES, type: 'image/png' })).toBeNull();
  });

  it("refuses more than 5MB: 'File too large'", () => {
    expect(checkProofFile({ name: 'a.png', size: PROOF_MAX_BYTES + 1, type: 'image/png' })).toBe(
      UPLOAD_MESSAGES.fileTooLarge,
    );
  });

  it("refuses other types: 'Invalid file type'", () => {
    expect(checkProofFile({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(
      UPLOAD_MESSAGES.invalidFileType,
    );
    expect(checkProofFile({ name: 'noextension', size: 10, type: '' })).toBe(
      UPLOAD_MESSAGES.invalidFileType,
    );
    expect(checkProofFile({ name: 'tricky.png', size: 10, type: 'application/x-msdownload' })).toBe(
      UPLOAD_MESSAGES.invalidFileType,
    );
  });
});

describe('businessProblem', () => {
  it("asks for a business: 'Please select a business'", () => {
    expect(businessProblem(emptyReviewForm())?.message).toBe(REVIEW_MESSAGES.selectBusiness);
  });

  it("a practitioner without a business: 'Provider Required'", () => {
    const values = { ...emptyReviewForm(), practitionerName: 'Dr. Lee' };
    expect(businessProblem(values)?.message).toBe(REVIEW_MESSAGES.providerRequired);
  });

  it('is satisfied by a chosen business', () => {
    expect(businessProblem({ ...emptyReviewForm(), provider: business })).toBeNull();
  });
});

describe('detailsProblem', () => {
  const withItem = () => {
    const values = { ...emptyReviewForm(), provider: business, overallRating: 4 };
    values.categoryExperiences.tools = ['Sensory Toolkits'];
    return values;
  };

  it("needs one accommodation: 'Please select accommodations'", () => {
    const values = { ...emptyReviewForm(), provider: business, overallFeedback: 'Calm visit' };
    expect(detailsProblem(values)?.message).toBe(REVIEW_MESSAGES.selectAccommodations);
  });

  it('needs the reviewer to choose stars (decision 039)', () => {
    expect(
      detailsProblem({ ...withItem(), overallRating: null, overallFeedback: 'Calm visit' })
        ?.message,
    ).toBe(RATING_MESSAGES.requiredToast);
  });

  it("needs non-blank feedback: 'Please provide feedback'", () => {
    expect(detailsProblem({ ...withItem(), overallFeedback: '   ' })?.message).toBe(
      REVIEW_MESSAGES.provideFeedback,
    );
  });

  it('passes with an accommodation, stars and feedback', () => {
    expect(detailsProblem({ ...withItem(), overallFeedback: 'Calm visit' })).toBeNull();
  });
});

describe('toSubmitBody', () => {
  it('builds a body the API contract accepts, trimmed, matches defaulting to true', () => {
    const values = {
      ...emptyReviewForm(),
      provider: business,
      overallRating: 5,
      practitionerName: '  Dr. Lee ',
      overallFeedback: ' Very calm. ',
      feedbackTags: ['Calming' as const],
      verifiedExperience: true,
    };
    values.categoryExperiences.environment = ['Quiet Waiting Area'];
    const body = toSubmitBody(values, '0b9f7a0e-7d1c-4c55-9a57-2c1f1b0e9a11');
    expect(SubmitReviewBody.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      providerId: 7,
      practitionerName: 'Dr. Lee',
      overallRating: 5,
      overallFeedback: 'Very calm.',
      categoryMatches: { environment: true, tools: true, communication: true },
      verifiedExperience: true,
    });
  });

  it('sends no practitioner and no proof when none were given', () => {
    const values = {
      ...emptyReviewForm(),
      provider: business,
      overallRating: 3,
      overallFeedback: 'Fine',
    };
    const body = toSubmitBody(values, null);
    expect(body.practitionerName).toBeNull();
    expect(body.proofFileId).toBeNull();
  });

  it('sends the visit details, and the Other text only with Other ticked', () => {
    const base = {
      ...emptyReviewForm(),
      provider: business,
      overallRating: 2,
      overallFeedback: 'Fine',
    };
    const empty = toSubmitBody(base, null);
    expect(empty).toMatchObject({
      visitDay: null,
      visitTime: null,
      busyness: null,
      headsUp: [],
      headsUpOther: null,
    });
    const answered = toSubmitBody(
      {
        ...base,
        visitDay: 6,
        visitTime: 'evening',
        busyness: 5,
        headsUp: ['crowds', 'other'],
        headsUpOther: '  Fireworks next door ',
      },
      null,
    );
    expect(SubmitReviewBody.parse(answered)).toEqual(answered);
    expect(answered).toMatchObject({ visitDay: 6, headsUpOther: 'Fireworks next door' });
    expect(
      toSubmitBody({ ...base, headsUp: ['crowds'], headsUpOther: 'left over' }, null).headsUpOther,
    ).toBeNull();
  });
});
