/** Placeholder resource route (being built). */
export async function action() {
  return new Response(null, { status: 501 });
}
