export function loader() {
  return new Response('', { headers: { 'content-type': 'application/xml' } });
}
