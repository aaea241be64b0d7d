export default function Page() {
  return <div className="container-page py-8">terms</div>;
}
