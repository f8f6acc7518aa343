import { ONBOARDING_MESSAGES, ONBOARDING_PAGE_MESSAGES } from '@common/messages/auth';
import { AccommodationChecklist } from '@web/components/accommodation-checklist';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { useAuth } from '@web/features/auth/auth-provider';
import { useUpdateProfile } from '@web/features/me/api/update-profile';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/use-page-title';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';

export function OnboardingPage() {
  usePageTitle(ONBOARDING_PAGE_MESSAGES.welcomeTellUsAbout);
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState(profile?.fullName ?? user?.fullName ?? '');
  const [zipCode, setZipCode] = useState(profile?.zipCode ?? '');
  const [chosen, setChosen] = useState<string[]>(profile?.accommodations ?? []);
  const [errors, setErrors] = useState<{ fullName?: string; zipCode?: string }>({});
  const save = useUpdateProfile();

  function toggle(item: string) {
    setChosen((list) => (list.includes(item) ? list.filter((i) => i !== item) : [...list, item]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!fullName.trim()) next.fullName = ONBOARDING_PAGE_MESSAGES.fullNameIsRequired;
    if (!/^\d{5}(-\d{4})?$/.test(zipCode.trim()))
      next.zipCode = ONBOARDING_PAGE_MESSAGES.pleaseEnterA5;
    setErrors(next);
    if (next.fullName || next.zipCode) return;
    try {
      await save.mutateAsync({
        fullName: fullName.trim(),
        zipCode: zipCode.trim(),
        accommodations: chosen,
      });
      notify.success(ONBOARDING_MESSAGES.saved);
      navigate('/welcome');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        notify.error({
          title: ONBOARDING_PAGE_MESSAGES.error,
          description: ONBOARDING_MESSAGES.signInRequired,
        });
      } else {
        notify.error(ONBOARDING_MESSAGES.saveFailed);
      }
    }
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{ONBOARDING_PAGE_MESSAGES.welcomeToCalmpath}</h1>
      <p className="mt-2 text-muted">{ONBOARDING_PAGE_MESSAGES.tellUsALittle}</p>
      <form className="mt-8 flex flex-col gap-6" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={ONBOARDING_PAGE_MESSAGES.fullName}
            name="fullName"
            autoComplete="name"
            required
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            error={errors.fullName}
          />
          <Field
            label={ONBOARDING_PAGE_MESSAGES.zipCode}
            name="zipCode"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            value={zipCode}
            onChange={(e) => setZipCode(e.target.value)}
            error={errors.zipCode}
          />
        </div>
        <div>
          <h2 className="text-xl font-semibold">
            {ONBOARDING_PAGE_MESSAGES.whichAccommodationsMatterTo}
          </h2>
          <p className="text-muted">{ONBOARDING_PAGE_MESSAGES.chooseAnyThatHelp}</p>
          <div className="mt-4">
            <AccommodationChecklist selected={chosen} onToggle={toggle} arrangement="columns" />
          </div>
        </div>
        <aside className="rounded-xl border border-line bg-sand-100 p-4">
          <p>
            {ONBOARDING_PAGE_MESSAGES.onlyVerifiedProvidersWith}{' '}
            <Link to="/trust-and-safety" className="font-semibold text-brand-800 underline">
              {ONBOARDING_PAGE_MESSAGES.readAboutTrustSafety}
            </Link>
            .
          </p>
        </aside>
        <div>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {ONBOARDING_PAGE_MESSAGES.continue}
          </Button>
        </div>
      </form>
    </section>
  );
}
