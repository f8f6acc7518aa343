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
 * The Privacy Policy in Spanish: privacy.tsx translated as a whole (decisions 051, 062), with the
 * same sections, ids, lists and links. The English text is the one that governs; the note at the
 * top says so and links to it. A change to privacy.tsx needs the same change here, and counsel's
 * review of both.
 */

const SECTIONS: LegalSection[] = [
  {
    id: 'overview',
    title: 'Resumen',
    body: (
      <>
        <p>
          CalmPath es un directorio de negocios adaptados a las necesidades sensoriales, con reseñas
          de la comunidad. Esta política explica qué información recopilamos, por qué la
          recopilamos, quién puede verla y qué opciones tiene usted. Se aplica al sitio web de
          CalmPath y a todas las cuentas que hay en él.
        </p>
        <p>
          En pocas palabras: recopilamos solo lo que necesitamos para que funcione el directorio,
          nunca vendemos su información y no usamos rastreadores de publicidad.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Qué información recopilamos',
    body: (
      <>
        <h3 className="pt-2 text-lg font-semibold text-ink">Su cuenta</h3>
        <p>
          Su correo electrónico, su contraseña (guardada solo en una forma codificada, un hash, que
          no podemos leer) y, si nos lo da, su nombre completo.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Su perfil</h3>
        <p>
          Al terminar de configurar su cuenta, puede indicarnos su código postal y las adaptaciones
          que son importantes para usted, como una sala de espera tranquila o horarios visuales. Las
          usamos para que el directorio le sea más útil. También conservamos la lista de negocios
          que usted marca como favoritos.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Sus reseñas</h3>
        <p>
          Las reseñas que escribe: las calificaciones, las adaptaciones que encontró, sus
          comentarios, las etiquetas, el nombre de cualquier profesional que mencione y si confirmó
          que encontró esas adaptaciones en persona. Si adjunta un comprobante de una visita, se
          guarda de forma privada y nunca se publica.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Información de los negocios</h3>
        <p>
          Cuando un negocio presenta una solicitud o alguien lo propone, recopilamos los datos de la
          ficha (nombre, categoría, dirección, teléfono, correo de contacto, sitio web y
          adaptaciones) y las autorizaciones que se dieron en la solicitud.
        </p>
        <p>
          <strong>Los documentos de verificación se mantienen privados.</strong> Se guardan en un
          almacenamiento privado, nunca se muestran en el sitio y solo los puede ver nuestro equipo
          de moderación, mediante enlaces de corta duración que vencen en pocos minutos.
        </p>
        <h3 className="pt-2 text-lg font-semibold text-ink">Información técnica</h3>
        <p>
          Como cualquier sitio web, nuestros servidores reciben datos técnicos básicos con cada
          solicitud, como su dirección IP, el tipo de navegador y la página solicitada. Los usamos
          para mantener el servicio seguro y funcionando, por ejemplo, para limitar los intentos
          fallidos repetidos de iniciar sesión, y los guardamos solo por poco tiempo.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'Cómo usamos la información',
    body: (
      <>
        <ul className={LIST}>
          <li>para que CalmPath funcione: la búsqueda, los favoritos, las reseñas y las fichas;</li>
          <li>
            para moderar las reseñas y verificar los negocios, y para llevar un registro de esas
            decisiones;
          </li>
          <li>
            para enviarle los correos que necesita, como la confirmación de su cuenta y los mensajes
            sobre la verificación de un negocio;
          </li>
          <li>para proteger a CalmPath y a sus usuarios del abuso, el spam y el fraude;</li>
          <li>para cumplir nuestras obligaciones legales.</li>
        </ul>
        <p>
          No vendemos su información, no la alquilamos y no la usamos para crear perfiles de
          publicidad.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Usamos una sola <strong>cookie de sesión</strong> para mantener su sesión iniciada. Es
          estrictamente necesaria para que su cuenta funcione, y se borra cuando usted cierra sesión
          o cuando vence.
        </p>
        <p>
          No usamos rastreadores de publicidad, cookies de seguimiento entre sitios ni píxeles de
          redes sociales, así que no hay nada que tenga que desactivar.
        </p>
      </>
    ),
  },
  {
    id: 'what-is-public',
    title: 'Qué pueden ver otras personas',
    body: (
      <>
        <p>Lo puede ver cualquier persona:</p>
        <ul className={LIST}>
          <li>las fichas de los negocios y sus insignias;</li>
          <li>
            las reseñas aprobadas, con sus calificaciones, adaptaciones y etiquetas, y el nombre de
            quien escribió cada una, que aparece con la reseña (por ahora, la parte de su correo
            electrónico antes de la “@”; por eso, le pedimos que use una dirección que no le moleste
            compartir de esta forma);
          </li>
          <li>
            los nombres de profesionales que vienen de reseñas verificadas y positivas aprobadas por
            nuestro equipo.
          </li>
        </ul>
        <p>
          Nunca es público: su correo electrónico, su contraseña, su código postal, sus preferencias
          de adaptaciones, sus favoritos, los comprobantes adjuntos a las reseñas ni los documentos
          de verificación de los negocios. Los negocios no reciben los datos de contacto de las
          personas que los reseñan.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Cuándo compartimos información',
    body: (
      <>
        <p>Compartimos información personal solamente:</p>
        <ul className={LIST}>
          <li>
            con proveedores de servicios que nos ayudan a operar CalmPath, como el alojamiento web y
            el envío de correos, que solo pueden usarla para prestarnos su servicio;
          </li>
          <li>
            cuando la ley lo exige, o para proteger la seguridad de las personas que usan CalmPath;
          </li>
          <li>
            como parte de una fusión o una transferencia de CalmPath; en ese caso, esta política
            sigue protegiendo su información;
          </li>
          <li>con su permiso.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Cuánto tiempo guardamos la información',
    body: (
      <>
        <p>
          Guardamos su cuenta y su perfil mientras su cuenta esté abierta. Cuando usted elimina su
          cuenta, eliminamos su cuenta, su perfil, sus favoritos y sus preferencias, las reseñas que
          no se publicaron y todos los comprobantes que adjuntó. Las reseñas que ya se habían
          publicado se quedan en CalmPath como escritas por &ldquo;Anonymous&rdquo; (anónimo), sin
          nada que las relacione con usted.
        </p>
        <p>
          Los documentos de verificación se guardan solo el tiempo necesario para tomar y registrar
          una decisión de verificación. Los registros de moderación se guardan mientras los
          necesitemos para mostrar cómo se tomaron las decisiones. Es posible que parte de la
          información se guarde por más tiempo cuando la ley lo exija.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Seguridad',
    body: (
      <>
        <p>Protegemos su información con medidas como estas:</p>
        <ul className={LIST}>
          <li>conexiones cifradas (HTTPS) entre su navegador y CalmPath;</li>
          <li>contraseñas guardadas solo como hashes;</li>
          <li>
            almacenamiento privado para los documentos, que nuestro equipo de moderación solo ve
            mediante enlaces de corta duración;
          </li>
          <li>acceso limitado según el rol, con registro de cada acción de moderación.</li>
        </ul>
        <p>
          Ningún sistema es perfectamente seguro. Si nos enteramos de una filtración que afecte su
          información, se lo diremos como lo exija la ley.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Sus derechos y opciones',
    body: (
      <>
        <p>Según el lugar donde viva, usted puede pedirnos que:</p>
        <ul className={LIST}>
          <li>le demos una copia de la información personal que tenemos sobre usted;</li>
          <li>corrijamos la información que esté mal;</li>
          <li>eliminemos su cuenta y su información personal;</li>
          <li>dejemos de usar su información de cierta forma, o limitemos ese uso.</li>
        </ul>
        <p>
          Las tres primeras puede hacerlas por su cuenta, con su sesión iniciada, desde{' '}
          <Link to="/account" className={LINK}>
            Configuración de la cuenta
          </Link>
          : cambiar su nombre, su correo electrónico y su contraseña, descargar una copia de sus
          datos y eliminar su cuenta. Sus reseñas, y lo que pasó con cada una, están en{' '}
          <Link to="/my-reviews" className={LINK}>
            Mis reseñas
          </Link>
          .
        </p>
        <p>
          Para cualquier otra cosa, escriba a{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>{' '}
          desde el correo electrónico de su cuenta. Respondemos cada solicitud{' '}
          <strong>en un plazo de 30 días</strong>. Es posible que primero le pidamos confirmar su
          identidad, y nunca le cobraremos por una solicitud razonable.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Menores de edad',
    body: (
      <p>
        CalmPath no está dirigido a menores de 16 años, y nuestros{' '}
        <Link to="/terms" className={LINK}>
          Términos del servicio
        </Link>{' '}
        exigen que toda persona que lo use tenga al menos 13 años. No recopilamos a sabiendas
        información personal de menores de 13 años. Si cree que un menor nos ha dado información
        personal, por favor contáctenos y la eliminaremos.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos esta política, actualizaremos la fecha al principio de esta página. Si los
        cambios son importantes, lo anunciaremos en el sitio o por correo electrónico antes de que
        entren en vigor.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contáctenos',
    body: (
      <p>
        ¿Tiene preguntas o solicitudes sobre su privacidad? Escriba a{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
          {CONTACT_EMAIL}
        </a>
        . También puede leer nuestros{' '}
        <Link to="/terms" className={LINK}>
          Términos del servicio
        </Link>{' '}
        y cómo cuidamos la seguridad de la comunidad en nuestra página de{' '}
        <Link to="/trust-and-safety" className={LINK}>
          Confianza y seguridad
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPageEs() {
  return (
    <LegalDocument
      id="privacy"
      title="Política de privacidad"
      intro={
        <>
          Las familias nos confían detalles sobre lo que les ayuda a sentirse cómodas. Tratamos esa
          información con cuidado.
          <EnglishGoverns englishPath="/privacy" />
        </>
      }
      sections={SECTIONS}
    />
  );
}
