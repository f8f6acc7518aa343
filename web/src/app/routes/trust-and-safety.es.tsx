import { LISTING_ORIGIN_MESSAGES, OPEN_DATA_URL } from '@common/messages/provider';
import { buttonClass } from '@web/components/ui/button';
import { usePageTitle } from '@web/lib/use-page-title';
import {
  CalendarClock,
  Check,
  Circle,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  Megaphone,
  Puzzle,
  ShieldCheck,
  Sun,
  Users,
  Volume2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * Trust & Safety in Spanish: trust-and-safety.tsx translated as a whole (decisions 051, 062), with
 * the same sections, ids, table, lists and links. It explains rules rather than binding anyone, so
 * unlike the Terms and the Privacy Policy it carries no note on which language governs. A change to
 * trust-and-safety.tsx needs the same change here. The badge and accommodation names are the
 * ones the Spanish pages show (common/messages/es/provider.ts, es/catalog.ts).
 */

const LINK = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700';
const LIST = 'list-disc space-y-2 pl-6 marker:text-brand-700';
const H3 = 'pt-2 text-lg font-semibold text-ink';
const CONTACT_EMAIL = 'support@calmpath.example';

type Badge = { name: string; icon: LucideIcon; paid?: boolean; body: ReactNode };

const PROVIDER_BADGES: Badge[] = [
  {
    name: 'Proveedor verificado',
    icon: ShieldCheck,
    body: (
      <p>
        Nuestro equipo revisó los documentos del negocio: una licencia profesional estatal, un
        registro del negocio o una carta del EIN, o una acreditación de un organismo reconocido.
      </p>
    ),
  },
  {
    name: 'Verificado por la comunidad',
    icon: Users,
    body: (
      <p>
        Las familias respaldan este negocio: tiene al menos 3 reseñas aprobadas de distintos
        usuarios, y al menos 2 de ellas son reseñas verificadas.
      </p>
    ),
  },
  {
    name: 'Aliado de confianza',
    icon: HeartHandshake,
    body: (
      <p>
        El negocio indica al menos 4 adaptaciones de al menos 2 categorías, y quienes escriben
        reseñas confirmaron al menos 2 de ellas.
      </p>
    ),
  },
  {
    name: 'Prémium y Destacado',
    icon: Megaphone,
    paid: true,
    body: (
      <p>
        Promoción pagada. Estas fichas aparecen más arriba en los resultados de búsqueda.{' '}
        <strong>No dicen nada sobre la calidad</strong> y nunca cambian las reseñas, las
        calificaciones ni la verificación.
      </p>
    ),
  },
];

type ExampleRow = { accommodation: string; category: string; confirmed: boolean };

const EXAMPLE_ROWS: ExampleRow[] = [
  { accommodation: 'Sala de espera tranquila', category: 'Ambiente y entorno', confirmed: true },
  { accommodation: 'Luz tenue o ajustable', category: 'Ambiente y entorno', confirmed: true },
  { accommodation: 'Horario sensorial', category: 'Ambiente y entorno', confirmed: false },
  {
    accommodation: 'Mantas con peso / almohadillas para el regazo',
    category: 'Herramientas y apoyos',
    confirmed: true,
  },
  {
    accommodation: 'Horarios visuales o historias sociales',
    category: 'Comunicación y flexibilidad',
    confirmed: true,
  },
];

const SENSORY_PRIORITIES: { name: string; icon: LucideIcon; text: string }[] = [
  {
    name: 'Nivel de ruido',
    icon: Volume2,
    text: 'Qué tan ruidoso es, si hay un lugar tranquilo para esperar y si los equipos hacen ruido.',
  },
  {
    name: 'Iluminación',
    icon: Sun,
    text: 'Si las luces son fuertes o fluorescentes, y si se pueden bajar o ajustar.',
  },
  {
    name: 'Flexibilidad del personal',
    icon: Handshake,
    text: 'Si el personal se adapta a la persona: citas más largas, descansos y una comunicación clara y paciente.',
  },
  {
    name: 'Herramientas sensoriales',
    icon: Puzzle,
    text: 'Si ofrecen mantas con peso, juguetes antiestrés, protectores para los ojos u otros objetos que dan comodidad.',
  },
  {
    name: 'Transiciones predecibles',
    icon: CalendarClock,
    text: 'Si hay horarios visuales, formas de conocer el lugar antes de ir e instrucciones paso a paso que ayudan a saber qué viene después.',
  },
];

const SECTIONS = [
  { id: 'provider-badges', title: 'Insignias de confianza de los negocios' },
  { id: 'accommodation-example', title: 'Cómo se confirman las adaptaciones: un ejemplo' },
  { id: 'reviewer-trust', title: 'Confianza en quienes escriben reseñas' },
  { id: 'sensory-priorities', title: 'Prioridades sensoriales' },
  { id: 'commitments', title: 'Nuestros compromisos' },
  { id: 'get-verified', title: 'Cómo obtener la verificación' },
  { id: 'report', title: 'Cómo reportar un problema' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-14 scroll-mt-6">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-ink">{children}</div>
    </section>
  );
}

export function TrustAndSafetyPageEs() {
  usePageTitle('Confianza y seguridad');
  const confirmed = EXAMPLE_ROWS.filter((r) => r.confirmed).length;
  const categories = new Set(EXAMPLE_ROWS.map((r) => r.category)).size;
  const matchPercent = Math.round((confirmed / EXAMPLE_ROWS.length) * 100);

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-line pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Confianza y seguridad
        </h1>
        <p className="mt-6 text-lg leading-8 text-ink">
          Las familias confían en CalmPath para planear visitas que se sientan seguras y
          predecibles. Esta página explica qué significan nuestras insignias, cómo se revisan las
          reseñas y qué prometemos a cambio.
        </p>
      </header>

      <nav
        aria-labelledby="trust-toc"
        className="mt-8 rounded-xl border border-line bg-surface p-6"
      >
        <p id="trust-toc" className="font-semibold text-ink">
          En esta página
        </p>
        <ul className="mt-3 space-y-1.5">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={LINK}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="provider-badges">
        <p>
          Las insignias de una ficha le dicen por qué puede confiar en lo que dice. Cada una tiene
          una regla clara, y ninguna se puede comprar.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {PROVIDER_BADGES.map(({ name, icon: Icon, paid, body }) => (
            <li key={name} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <span
                  className={
                    paid
                      ? 'inline-flex size-9 items-center justify-center rounded-full bg-sand-100 text-ink'
                      : 'inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-800'
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {name}
              </h3>
              <div className="mt-3 text-muted">{body}</div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="accommodation-example">
        <p>
          Los negocios eligen de nuestro catálogo las adaptaciones que ofrecen. Cuando las familias
          reseñan una visita, marcan las adaptaciones que de verdad encontraron. Así se ve para un
          consultorio dental imaginario.
        </p>
        <div className="overflow-hidden rounded-xl border border-line bg-surface">
          <table className="w-full text-left">
            <caption className="px-3 pt-4 sm:px-5 text-left font-semibold text-ink">
              Ejemplo: Willow Creek Family Dental
            </caption>
            <thead>
              <tr className="border-b border-line text-sm text-muted">
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Adaptación indicada
                </th>
                <th scope="col" className="hidden px-3 py-3 sm:px-5 font-semibold sm:table-cell">
                  Categoría
                </th>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                  Reseñas
                </th>
              </tr>
            </thead>
            <tbody>
              {EXAMPLE_ROWS.map((r) => (
                <tr key={r.accommodation} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-3 sm:px-5 font-medium">
                    {r.accommodation}
                    {/* On narrow screens the category column is hidden, so it is shown here. */}
                    <span className="block text-sm font-normal text-muted sm:hidden">
                      {r.category}
                    </span>
                  </th>
                  <td className="hidden px-3 py-3 sm:px-5 text-muted sm:table-cell">
                    {r.category}
                  </td>
                  <td className="px-3 py-3 sm:px-5">
                    {r.confirmed ? (
                      <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
                        <Check aria-hidden="true" className="size-4" />
                        Confirmada
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 text-muted">
                        <Circle aria-hidden="true" className="size-4" />
                        Sin confirmar
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>Lo que esto le dice a una familia:</p>
        <ul className={LIST}>
          <li>
            <strong>{matchPercent}% compatible.</strong> Quienes escribieron reseñas confirmaron{' '}
            {confirmed} de las {EXAMPLE_ROWS.length} adaptaciones indicadas. La compatibilidad es el
            número de adaptaciones confirmadas en las reseñas dividido entre el número de
            adaptaciones indicadas.
          </li>
          <li>
            <strong>Aliado de confianza.</strong> El consultorio indica {EXAMPLE_ROWS.length}{' '}
            adaptaciones (se necesitan al menos 4) de {categories} categorías (se necesitan al menos
            2), y {confirmed} están confirmadas (se necesitan al menos 2), así que obtiene la
            insignia.
          </li>
          <li>
            <strong>Margen para mejorar.</strong> Nadie ha confirmado todavía el “Horario
            sensorial”. Sigue en la ficha, pero no cuenta para la compatibilidad hasta que alguien
            lo confirme en una reseña.
          </li>
        </ul>
      </Section>

      <Section id="reviewer-trust">
        <p>
          Nuestro equipo de moderación revisa cada reseña antes de publicarla. Al escribir una
          reseña, la persona puede confirmar: “Confirmo que encontré estas adaptaciones en persona”.
          Una reseña con esa confirmación es una reseña verificada. Adjuntar un comprobante de la
          visita es opcional y se mantiene privado.
        </p>
        <h3 className={H3}>Insignia Historial verificado</h3>
        <p>
          Quienes escriben reseñas obtienen la insignia Historial verificado cuando tienen al menos
          3 reseñas aprobadas y al menos 1 reseña verificada aprobada. Muestra una trayectoria de
          reseñas cuidadosas y de primera mano.
        </p>
        <h3 className={H3}>Profesionales destacados</h3>
        <p>
          Las reseñas pueden mencionar a un profesional que hizo más fácil una visita. Solo
          destacamos públicamente el nombre de un profesional si viene de reseñas verificadas con 4
          estrellas o más, y solo después de que nuestro equipo lo aprueba.
        </p>
      </Section>

      <Section id="sensory-priorities">
        <p>
          Las reseñas en CalmPath se centran en las cinco cosas que, según nos dicen las familias,
          más importan para una visita cómoda.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SENSORY_PRIORITIES.map(({ name, icon: Icon, text }) => (
            <li
              key={name}
              className="flex gap-4 rounded-xl border border-line bg-surface p-5 sm:last:col-span-2"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{name}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="commitments">
        <ul className={LIST}>
          <li>
            <strong>Nunca censuramos por opinión.</strong> Una reseña honesta se queda publicada,
            aunque sea negativa o el negocio no esté de acuerdo con ella.
          </li>
          <li>
            <strong>Moderamos el abuso, el spam y la información engañosa.</strong> Rechazamos o
            quitamos las reseñas que acosan a personas, hacen publicidad o dan una idea falsa de una
            visita.
          </li>
          <li>
            <strong>Cada decisión queda registrada.</strong> Cada acción de moderación y de
            verificación se registra con quién la tomó y por qué.
          </li>
          <li>
            <strong>La confianza no está a la venta.</strong> La promoción pagada nunca da una
            insignia y nunca cambia una reseña ni una calificación.
          </li>
          {/* Decision 060: imported places, and the open data OpenStreetMap's licence asks for. */}
          <li>
            <strong>{LISTING_ORIGIN_MESSAGES.trustImportedTitle}</strong>{' '}
            {LISTING_ORIGIN_MESSAGES.trustImportedBody}{' '}
            <a href={OPEN_DATA_URL} className={LINK} download>
              {LISTING_ORIGIN_MESSAGES.openDataLink}
            </a>
            .
          </li>
          <li>
            <strong>Los documentos se mantienen privados.</strong> Solo nuestro equipo de moderación
            ve los documentos de verificación, mediante enlaces que vencen en pocos minutos.
            Consulte nuestra{' '}
            <Link to="/privacy" className={LINK}>
              Política de privacidad
            </Link>
            .
          </li>
        </ul>
      </Section>

      <Section id="get-verified">
        <p>
          La insignia de Proveedor verificado les muestra a las familias que comprobamos quién es
          usted.
        </p>
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-800">
          <li>
            Solicite aparecer en el directorio desde{' '}
            <Link to="/provider-signup" className={LINK}>
              Agregar su negocio
            </Link>
            .
          </li>
          <li>
            Suba uno de los documentos aceptados que aparecen abajo, en un archivo PDF, JPG o PNG de
            hasta 5 MB.
          </li>
          <li>
            Nuestro equipo lo revisa, normalmente en 2 a 3 días hábiles, y puede pedirle más
            información por correo electrónico.
          </li>
          <li>
            Cuando se aprueba, su ficha muestra la insignia de Proveedor verificado y le enviamos
            por correo un enlace para crear la cuenta de su negocio.
          </li>
        </ol>
        <h3 className={H3}>Documentos aceptados</h3>
        <ul className={LIST}>
          <li>una licencia profesional estatal;</li>
          <li>un registro del negocio o una carta del EIN;</li>
          <li>una acreditación de un organismo reconocido.</li>
        </ul>
        <h3 className={H3}>¿Su profesión no tiene licencia? Verificado por la comunidad</h3>
        <p>
          Algunas profesiones, como animadores de fiestas infantiles, consejeros de campamento y
          programas de arte o música, no tienen licencia estatal. Estos negocios pueden ganarse la
          confianza por la vía de Verificado por la comunidad: cuando el negocio tiene al menos 3
          reseñas aprobadas de distintos usuarios, y al menos 2 de ellas son verificadas, muestra la
          insignia Verificado por la comunidad.
        </p>
        <p>
          <Link to="/provider-signup" className={buttonClass('primary', 'md', 'mt-2')}>
            Agregar su negocio
          </Link>
        </p>
      </Section>

      <Section id="report">
        <p>
          Si ve una reseña o una ficha que parece ofensiva, spam o engañosa, o si algo le preocupa
          sobre la seguridad, escríbanos a{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>
          . Por favor, incluya el nombre del negocio y qué le preocupa. Puede leer más en nuestros{' '}
          <Link to="/terms" className={LINK}>
            Términos del servicio
          </Link>
          .
        </p>
      </Section>
    </article>
  );
}
