import { EnglishGoverns } from '@web/components/legal/english-governs.es';
import {
  CONTACT_EMAIL,
  LegalDocument,
  type LegalSection,
  LEGAL_LINK as LINK,
  LEGAL_LIST as LIST,
} from '@web/components/legal/legal-document';
import { Link } from 'react-router';

/*
 * The Terms of Service in Spanish: terms.tsx translated as a whole (decisions 051, 062), with the
 * same sections, ids (so /es/terms#reviews works as /terms#reviews does), lists and links. The
 * English text is the one that governs; the note at the top says so and links to it. A change to
 * terms.tsx needs the same change here, and counsel's review of both.
 */

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Aceptación de estos términos',
    body: (
      <>
        <p>
          CalmPath es un directorio de negocios adaptados a las necesidades sensoriales, con reseñas
          de la comunidad sobre la experiencia sensorial. Ayuda a familias, cuidadores y miembros de
          la comunidad a encontrar lugares donde las personas autistas y con sensibilidad sensorial
          puedan sentirse cómodas, y ayuda a los negocios a mostrar lo que ofrecen.
        </p>
        <p>
          Al crear una cuenta, escribir una reseña, agregar un negocio o usar CalmPath de cualquier
          otra forma, usted acepta estos Términos del servicio y nuestra{' '}
          <Link to="/privacy" className={LINK}>
            Política de privacidad
          </Link>
          . Si no está de acuerdo, por favor no use CalmPath.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Quién puede usar CalmPath',
    body: (
      <>
        <p>
          Para usar CalmPath, usted debe tener <strong>13 años de edad o más</strong>. Si no ha
          alcanzado la mayoría de edad en el lugar donde vive, solo puede usar CalmPath con la
          participación de su madre, padre o tutor legal, quien debe haber leído y aceptado estos
          términos.
        </p>
        <p>
          Si usa CalmPath en nombre de un negocio u otra organización, usted confirma que tiene
          autorización para aceptar estos términos en su nombre.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Cuentas y tipos de usuarios',
    body: (
      <>
        <p>CalmPath tiene dos tipos de usuarios, y cada uno tiene su propio tipo de cuenta.</p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Usuarios individuales</h3>
        <p>
          Los usuarios individuales son cuidadores, madres y padres, y miembros de la comunidad. Con
          una cuenta individual usted puede buscar negocios, guardar favoritos y escribir reseñas
          sobre la experiencia sensorial. Cualquier persona, con o sin cuenta, puede buscar en el
          directorio y proponer un negocio que todavía no aparezca.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Negocios</h3>
        <p>
          Los negocios (también los llamamos proveedores) solicitan aparecer en el directorio,
          pueden subir documentos de verificación para obtener la insignia de Proveedor verificado y
          administran su perfil cuando tienen una cuenta del negocio. La cuenta del negocio se crea
          con un enlace personal que enviamos después de revisar la ficha; es distinta del registro
          individual.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Cómo mantener segura su cuenta</h3>
        <ul className={LIST}>
          <li>Dé información correcta y manténgala al día.</li>
          <li>No comparta su contraseña. Usted es responsable de lo que se haga con su cuenta.</li>
          <li>
            Avísenos a{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
              {CONTACT_EMAIL}
            </a>{' '}
            si cree que otra persona ha usado su cuenta.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reseñas y contenido de la comunidad',
    body: (
      <>
        <p>
          Las reseñas en CalmPath describen la experiencia sensorial de una visita: el nivel de
          ruido, la iluminación, la flexibilidad del personal, las herramientas sensoriales y las
          transiciones predecibles, además de cuáles de las adaptaciones indicadas encontró usted de
          verdad. Al escribir una reseña, usted acepta que:
        </p>
        <ul className={LIST}>
          <li>describe su propia experiencia directa, o la de la persona que usted cuida;</li>
          <li>es honesta y usted no tiene ningún conflicto de intereses;</li>
          <li>
            no reseña su propio negocio, un negocio para el que trabaja ni un negocio de la
            competencia, y no acepta pagos ni otras recompensas por una reseña;
          </li>
          <li>
            no incluye información privada de otras personas, como direcciones de casa, números de
            teléfono o datos de salud de alguien que no sea usted o la persona que usted cuida.
          </li>
        </ul>
        <h3 className="pt-2 text-lg font-semibold text-ink">Moderación</h3>
        <p>
          Revisamos cada reseña antes de publicarla; por eso, una reseña nueva aparece primero como
          pendiente para usted. No quitamos ni rechazamos reseñas porque sean negativas o porque un
          negocio no esté de acuerdo con ellas. Sí rechazamos o quitamos el contenido que sea
          ofensivo, spam, engañoso, que no tenga relación con el tema, que sea ilegal o que no
          cumpla estos términos. Cada decisión de moderación queda registrada. Nuestra página de{' '}
          <Link to="/trust-and-safety" className={LINK}>
            Confianza y seguridad
          </Link>{' '}
          explica cómo funcionan las reseñas, las insignias y la moderación.
        </p>
        <p>
          Los nombres de profesionales que usted mencione solo se destacan públicamente cuando
          vienen de reseñas verificadas y positivas, y después de que nuestro equipo los aprueba.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Sus derechos sobre su contenido</h3>
        <p>
          Lo que usted escribe sigue siendo suyo. Al publicarlo, usted le da a CalmPath una licencia
          mundial, no exclusiva y libre de regalías para alojarlo, mostrarlo y darle formato como
          parte del servicio mientras permanezca en CalmPath. Los comprobantes que adjunte a una
          reseña nunca se publican.
        </p>
      </>
    ),
  },
  {
    id: 'business-listings',
    title: 'Fichas de negocios y verificación',
    body: (
      <>
        <p>
          Los negocios pueden agregarse a sí mismos, y cualquier persona puede proponer un negocio.
          Nuestro equipo revisa cada ficha antes de que aparezca en la búsqueda. Si usted administra
          una ficha, acepta que:
        </p>
        <ul className={LIST}>
          <li>
            los datos que da (nombre, categoría, ubicación, información de contacto y adaptaciones)
            son correctos, y los mantendrá al día;
          </li>
          <li>
            solo indica las adaptaciones que su negocio de verdad ofrece, para que las familias
            puedan planear su visita con confianza;
          </li>
          <li>los documentos de verificación que sube son auténticos y pertenecen a su negocio;</li>
          <li>
            no ofrecerá recompensas por reseñas, no pedirá reseñas negativas de otros negocios ni
            intentará que se quiten reseñas honestas.
          </li>
        </ul>
        <p>
          La insignia de Proveedor verificado significa que nuestro equipo revisó sus documentos,
          como una licencia profesional estatal, un registro del negocio o una carta del EIN, o una
          acreditación de un organismo reconocido. No es una recomendación, ni una garantía de
          calidad, ni una promesa de que un lugar sea adecuado para todas las personas. Podemos
          pedir más documentos, rechazar una verificación o quitar una ficha que no cumpla estos
          términos.
        </p>
        <p>
          La promoción pagada (Prémium y Destacado) cambia el lugar donde aparece una ficha en los
          resultados de búsqueda y agrega una etiqueta. Nunca cambia las reseñas, las calificaciones
          ni el estado de verificación.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Uso aceptable',
    body: (
      <>
        <p>Para que CalmPath siga siendo tranquilo y útil para todos, usted no debe:</p>
        <ul className={LIST}>
          <li>acosar, amenazar, avergonzar ni discriminar a nadie;</li>
          <li>
            hacerse pasar por otra persona u otro negocio, ni dar una idea falsa de su relación con
            ellos;
          </li>
          <li>publicar spam, publicidad o información falsa o engañosa;</li>
          <li>
            subir documentos falsificados, software malicioso o contenido que no tenga derecho a
            compartir;
          </li>
          <li>
            recopilar información personal de otros usuarios, ni copiar el directorio de forma
            masiva por medios automatizados;
          </li>
          <li>
            sondear, sobrecargar o burlar la seguridad de CalmPath, ni entrar en cuentas o áreas que
            no son suyas.
          </li>
        </ul>
        <p>
          Podemos quitar contenido y suspender o cerrar las cuentas que no cumplan estas reglas.
          Cuando sea posible, le diremos por qué.
        </p>
      </>
    ),
  },
  {
    id: 'no-medical-advice',
    title: 'No damos consejos médicos',
    body: (
      <>
        <p>
          CalmPath no es un proveedor de servicios de salud. Las fichas y las reseñas vienen de los
          negocios y de miembros de la comunidad, y se comparten solo como información general. Nada
          en CalmPath constituye asesoramiento médico, terapéutico, de diagnóstico ni profesional de
          ningún otro tipo, y no reemplaza el criterio de un profesional calificado que conozca a la
          persona.
        </p>
        <p>
          Las necesidades sensoriales son distintas en cada persona. Por favor, consulte
          directamente con el negocio antes de su visita y, en una emergencia, llame al número de
          emergencias de su zona.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Los negocios y otros sitios web',
    body: (
      <p>
        CalmPath le ayuda a encontrar negocios, pero no es parte de lo que usted acuerde con ellos.
        Cada negocio es responsable de sus propios servicios, precios y conducta. Los enlaces a
        otros sitios web se ofrecen para su comodidad; no controlamos esos sitios y no somos
        responsables de su contenido ni de sus prácticas.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Exenciones y límite de responsabilidad',
    body: (
      <>
        <p>
          Trabajamos para que CalmPath sea correcto y esté disponible, pero el servicio se ofrece
          “tal cual” y “según disponibilidad”. En la máxima medida que permita la ley, no damos
          garantías, expresas ni implícitas, sobre la exactitud de las fichas o las reseñas, ni de
          que el servicio funcione sin interrupciones ni errores.
        </p>
        <p>
          En la máxima medida que permita la ley, CalmPath y su equipo no son responsables de daños
          indirectos, incidentales, especiales ni consecuentes, ni de ninguna pérdida que resulte de
          sus tratos con un negocio que encontró a través de CalmPath. Nuestra responsabilidad total
          por cualquier reclamo relacionado con el servicio se limita a la cantidad mayor entre lo
          que usted nos haya pagado en los doce meses anteriores al reclamo y US$100.
        </p>
        <p>
          Nada en estos términos limita los derechos que usted tenga según las leyes de protección
          al consumidor y a los que no se pueda renunciar por contrato.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Cómo dejar de usar CalmPath',
    body: (
      <p>
        Usted puede dejar de usar CalmPath y pedirnos que eliminemos su cuenta en cualquier momento.
        Podemos suspender o cerrar una cuenta que no cumpla estos términos o que ponga en riesgo a
        otras personas. Las secciones que por su naturaleza deben continuar (como la licencia sobre
        el contenido publicado, las exenciones y el límite de responsabilidad) siguen vigentes
        después de cerrar una cuenta.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios en estos términos',
    body: (
      <p>
        Podemos actualizar estos términos a medida que CalmPath crece. Cuando lo hagamos,
        cambiaremos la fecha al principio de esta página y, si los cambios son importantes, lo
        anunciaremos en el sitio o por correo electrónico antes de que entren en vigor. Si usted
        sigue usando CalmPath después de que los cambios entren en vigor, acepta los términos
        actualizados.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contáctenos',
    body: (
      <p>
        ¿Tiene preguntas sobre estos términos? Escríbanos a{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
          {CONTACT_EMAIL}
        </a>
        . Para saber cómo tratamos su información, lea nuestra{' '}
        <Link to="/privacy" className={LINK}>
          Política de privacidad
        </Link>
        ; para saber cómo funcionan las insignias y la moderación, visite{' '}
        <Link to="/trust-and-safety" className={LINK}>
          Confianza y seguridad
        </Link>
        .
      </p>
    ),
  },
];

export function TermsPageEs() {
  return (
    <LegalDocument
      id="terms"
      title="Términos del servicio"
      intro={
        <>
          Estos términos explican cómo funciona CalmPath, qué esperamos de las personas y los
          negocios que lo usan, y qué puede esperar usted de nosotros. Intentamos que sean claros y
          breves.
          <EnglishGoverns englishPath="/terms" />
        </>
      }
      sections={SECTIONS}
    />
  );
}
