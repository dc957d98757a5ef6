// Compiles Java samples in one JVM: `java JavacBatch.java FILE...` runs the JDK's javac (the tool `javac` runs) once per
// file, with the arguments check-samples gives javac on the command line (-proc:none -d <file's dir>/classes FILE), each
// in a compilation of its own. For each FILE it writes beside it javac.status (javac's exit code) and javac.out (what
// javac printed), the messages javac prints on the command line.
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class JavacBatch {
  public static void main(String[] args) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      System.err.println("JavacBatch: no system Java compiler (a JRE without the JDK?)");
      System.exit(2);
    }
    for (String file : args) {
      Path source = Paths.get(file).toAbsolutePath();
      Path dir = source.getParent();
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      int status;
      try (PrintStream stream = new PrintStream(out, true, StandardCharsets.UTF_8)) {
        status = javac.run(null, stream, stream, "-proc:none", "-d", dir.resolve("classes").toString(), file);
      }
      Files.write(dir.resolve("javac.out"), out.toByteArray());
      Files.write(dir.resolve("javac.status"), String.valueOf(status).getBytes(StandardCharsets.UTF_8));
    }
  }
}
