/**
 * The bare anchor of bench:web: the same stack as the shopper's app (Vite, React, antd), a
 * carousel of four banners and 20 product cards, with the banner and card data fetched as JSON
 * the way the app fetches its home blocks. Nothing else: no router, no i18n, no state library.
 */
import { Card, Carousel, Col, Row } from "antd";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

interface Data {
  banners: string[];
  cards: { title: string; image: string; price: string }[];
}

function Page() {
  const [data, setData] = useState<Data | null>(null);
  useEffect(() => {
    void fetch("./data.json")
      .then((r) => r.json())
      .then(setData);
  }, []);
  return (
    <main style={{ maxWidth: 1200, margin: "0 auto", padding: 12 }}>
      <h1 style={{ fontSize: 20 }}>Bare page</h1>
      <div style={{ minHeight: 180 }}>
        <Carousel autoplay>
          {(data?.banners ?? []).map((src) => (
            <div key={src}>
              <img
                src={src}
                alt=""
                width={1200}
                height={180}
                style={{ width: "100%", height: 180, objectFit: "cover" }}
              />
            </div>
          ))}
        </Carousel>
      </div>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        {(data?.cards ?? []).map((c) => (
          <Col key={c.title} xs={12} md={6}>
            <Card
              cover={
                <img
                  src={c.image}
                  alt={c.title}
                  width={400}
                  height={400}
                  loading="lazy"
                  style={{ aspectRatio: "1", height: "auto", objectFit: "cover" }}
                />
              }
              size="small"
            >
              <Card.Meta title={c.title} description={c.price} />
            </Card>
          </Col>
        ))}
      </Row>
    </main>
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
